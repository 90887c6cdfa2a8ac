import { useState } from "react";
import { Link } from "react-router";
import { AssistantAnswer } from "../../../components/assistant/assistant-answer.tsx";
import { useSymptomAnalysis } from "../../../components/assistant/use-symptom-analysis.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { MIN_QUERY, needErrors, type NeedErrors } from "./need-check.ts";

/**
 * Step 1 of the patient signup: what help the person needs, kept only with express consent
 * (a sensitive personal datum). On blur with 20+ characters Dr. Salud is asked; its errors
 * are only logged (spec public-side 8). Without the page's scripts the form posts to the
 * page's action ('Continuar' or 'Omitir este paso'), which checks the same and answers step 2.
 */
export function NeedStep({
  initialQuery,
  onQueryChange,
  consent,
  onConsentChange,
  onContinue,
  onSkip,
  initialErrors = {},
}: {
  initialQuery: string;
  onQueryChange: (query: string) => void;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  onContinue: () => void;
  onSkip: () => void;
  /** The action's answer to a form sent before the scripts ran. */
  initialErrors?: NeedErrors;
}) {
  const [errors, setErrors] = useState<NeedErrors>(initialErrors);
  const assistant = useSymptomAnalysis();
  const hydrated = useHydrated();
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const found = needErrors(initialQuery, consent);
        setErrors(found);
        if (!found.initialQuery && !found.healthDataConsent) onContinue();
      }}
      noValidate
    >
      <h1 className="mt-1 text-2xl font-bold text-gray-900">¿En qué podemos ayudarte?</h1>
      <label htmlFor="paciente-necesidad" className="mt-4 block text-sm font-medium text-gray-800">
        Describe lo que necesitas o lo que sientes
      </label>
      <textarea
        id="paciente-necesidad"
        name="initialQuery"
        rows={5}
        maxLength={1000}
        value={initialQuery}
        onChange={(e) => onQueryChange(e.target.value)}
        onBlur={() => void assistant.analyse(initialQuery)}
        aria-invalid={errors.initialQuery ? true : undefined}
        aria-describedby="paciente-necesidad-ayuda"
        className="mt-1 w-full rounded-md border border-gray-300 p-3 aria-invalid:border-red-600"
        placeholder="Ej. Tengo dolor de rodilla desde hace dos semanas y busco un especialista en Guadalajara."
      />
      <p
        id="paciente-necesidad-ayuda"
        className={`mt-1 text-sm ${errors.initialQuery ? "text-red-700" : "text-gray-600"}`}
      >
        {errors.initialQuery ?? `Al menos ${MIN_QUERY} caracteres.`}
      </p>
      {assistant.answer ? (
        <div className="mt-4">
          <AssistantAnswer answer={assistant.answer} />
        </div>
      ) : null}
      <div className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-3">
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="healthDataConsent"
            checked={consent}
            onChange={(e) => onConsentChange(e.target.checked)}
            aria-invalid={errors.healthDataConsent ? true : undefined}
            aria-describedby={
              errors.healthDataConsent ? "paciente-consentimiento-error" : undefined
            }
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>
            Doy mi consentimiento expreso para que se guarde esta descripción con mi cuenta. Es un
            dato personal sensible (sobre mi salud) y solo se usará para orientarme hacia el
            especialista adecuado, como explica el{" "}
            <Link to="/aviso-de-privacidad" className="font-semibold text-brand-700 underline">
              Aviso de privacidad
            </Link>
            . Puedo retirarlo cuando quiera.
          </span>
        </label>
        {errors.healthDataConsent ? (
          <p id="paciente-consentimiento-error" role="alert" className="mt-2 text-sm text-red-700">
            {errors.healthDataConsent}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        name="intent"
        value="need"
        // Before the scripts run the server checks the length (a disabled button sends nothing).
        disabled={hydrated && initialQuery.trim().length < MIN_QUERY}
        className="mt-6 h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Continuar
      </button>
      <button
        type="submit"
        name="intent"
        value="skip"
        formNoValidate
        onClick={(event) => {
          event.preventDefault();
          setErrors({});
          onSkip();
        }}
        className="mt-3 h-11 w-full rounded-md border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50"
      >
        Omitir este paso
      </button>
    </form>
  );
}
