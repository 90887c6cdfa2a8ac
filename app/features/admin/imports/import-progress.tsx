import type { ImportProgress as Progress } from "../../../../common/imports/types.ts";

const PHASE_LABELS: Record<Progress["phase"], string> = {
  reading: "Leyendo los registros…",
  waiting: "En pausa: la fuente pidió esperar (límite de solicitudes)…",
  checking: "Buscando duplicados…",
  saving: "Guardando los registros…",
  done: "Importación terminada",
  failed: "La importación falló",
};

/** The import's real percentage, from the server; 0 % until its first report arrives. */
export function ImportProgress({ progress }: { progress: Progress | null }) {
  const percent = progress?.percent ?? 0;
  const label = progress ? PHASE_LABELS[progress.phase] : "Enviando…";
  return (
    <div className="mt-4" aria-live="polite">
      <div className="flex justify-between text-sm text-gray-700">
        <span>{label}</span>
        <span>{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso de la importación"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % · ${label}`}
        className="mt-1 h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
