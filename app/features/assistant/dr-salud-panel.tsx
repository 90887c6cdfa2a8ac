import { Loader2, Stethoscope } from "../../components/icons/icons.tsx";
import { useState, type FormEvent } from "react";
import { AssistantAnswer } from "../../components/assistant/assistant-answer.tsx";
import {
  ANALYSIS_MIN_LENGTH,
  useSymptomAnalysis,
} from "../../components/assistant/use-symptom-analysis.ts";

/**
 * The home's "ask Dr. Salud" box (the help bubble points here): a person who does not know
 * which specialist to see describes what they feel and gets specialties to search.
 */
export function DrSaludPanel() {
  const [text, setText] = useState("");
  const { answer, pending, analyse } = useSymptomAnalysis();
  const tooShort = text.trim().length < ANALYSIS_MIN_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!tooShort) void analyse(text);
  }

  return (
    <section aria-labelledby="dr-salud-titulo" className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:grid-cols-2">
        <div>
          <h2
            id="dr-salud-titulo"
            className="flex items-center gap-2 text-2xl font-bold text-gray-900"
          >
            <Stethoscope aria-hidden="true" className="size-7 text-brand-600" />
            ¿No sabes a qué especialista acudir?
          </h2>
          <p className="mt-2 text-gray-700">
            Cuéntale a Dr. Salud, nuestro asistente, qué sientes. Te sugiere especialidades para
            buscar; no da diagnósticos ni sustituye una consulta.
          </p>
          <form onSubmit={submit} className="mt-4 space-y-3">
            <label htmlFor="dr-salud-texto" className="block text-sm font-medium text-gray-800">
              Describe tus síntomas
            </label>
            <textarea
              id="dr-salud-texto"
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Ej. Me duele la rodilla al subir escaleras desde hace dos semanas."
              aria-describedby="dr-salud-ayuda"
              className="w-full rounded-md border border-gray-300 p-3 text-base"
            />
            <p id="dr-salud-ayuda" className="text-sm text-gray-600">
              Al menos {ANALYSIS_MIN_LENGTH} caracteres. En una emergencia llama al 911.
            </p>
            <button
              type="submit"
              disabled={tooShort || pending}
              className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              Preguntar a Dr. Salud
            </button>
          </form>
        </div>
        <div>{answer ? <AssistantAnswer answer={answer} linkable /> : null}</div>
      </div>
    </section>
  );
}
