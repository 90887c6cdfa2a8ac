import { CheckCircle2, Circle } from "../../../components/icons/icons.tsx";
import { Link } from "react-router";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import type { DashboardTab } from "../tab-list.ts";
import { onboardingChecklist, type ChecklistItem } from "./checklist-items.ts";

/** Opens a tab and focuses the control that fixes an item. */
export type GoToField = (tab: DashboardTab, target: string) => void;

function ItemAction({ item, onGo }: { item: ChecklistItem; onGo: GoToField }) {
  const { action } = item;
  if (!action) return null;
  // A real address, so it also works before the page's script has loaded.
  const href = `/dashboard?tab=${action.tab}#${action.target}`;
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onGo(action.tab, action.target);
      }}
      className="inline-flex min-h-11 items-center rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {action.label}
      <span className="sr-only">: {item.label}</span>
    </a>
  );
}

/**
 * 'Completa tu perfil': what a new doctor still has to do, each item with the button that
 * opens its field, and the profile completeness that also orders 'Recomendados'.
 */
export function OnboardingChecklist({
  provider,
  onGo,
}: {
  provider: OwnProvider;
  onGo: GoToField;
}) {
  const { percent, items } = onboardingChecklist(provider);
  const pending = items.filter((item) => !item.done).length;
  return (
    <section
      aria-labelledby="completa-perfil-titulo"
      className="mt-6 rounded-xl border border-gray-200 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="completa-perfil-titulo" className="text-lg font-bold text-gray-900">
          {pending === 0 ? "Tu perfil está completo" : "Completa tu perfil"}
        </h2>
        <p className="text-gray-700">
          Perfil completo al{" "}
          <strong data-testid="porcentaje-perfil" className="text-gray-900">
            {percent} %
          </strong>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Perfil completo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {pending > 0 ? (
        <p className="mt-3 text-sm text-gray-600">
          Un perfil completo aparece antes en los resultados recomendados y genera más confianza.
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-gray-100" aria-label="Pasos para completar tu perfil">
        {items.map((item) => (
          <li
            key={item.key}
            data-testid={`paso-${item.key}`}
            data-done={item.done ? "true" : "false"}
            className="flex flex-wrap items-start gap-3 py-3"
          >
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-400" />
            )}
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold text-gray-900">
                {item.label}
                <span className="sr-only">{item.done ? " (listo)" : " (pendiente)"}</span>
              </p>
              <p className="text-sm break-words text-gray-700">{item.detail}</p>
              {item.help ? (
                <Link to="/ayuda" className="text-sm font-semibold text-brand-700 underline">
                  Centro de ayuda
                </Link>
              ) : null}
            </div>
            <ItemAction item={item} onGo={onGo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
