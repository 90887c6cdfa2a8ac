import { useCallback, useRef, useState } from "react";
import { apiRequest } from "../../lib/api-request.ts";
import type { SymptomAnalysis } from "./types.ts";

/** Spec public-side 5: the assistant is asked once the text has at least 20 characters. */
export const ANALYSIS_MIN_LENGTH = 20;

/**
 * Asks Dr. Salud about a description. Failures are only logged (spec public-side 8): the
 * assistant helps, it never blocks a form. A newer question wins over a slower older one.
 */
export function useSymptomAnalysis() {
  const [answer, setAnswer] = useState<SymptomAnalysis | null>(null);
  const [pending, setPending] = useState(false);
  const lastAsked = useRef<string>("");
  const sequence = useRef(0);

  const analyse = useCallback(async (text: string) => {
    const query = text.trim();
    if (query.length < ANALYSIS_MIN_LENGTH || query === lastAsked.current) return;
    lastAsked.current = query;
    const ticket = ++sequence.current;
    setPending(true);
    try {
      const data = await apiRequest<SymptomAnalysis>("POST", "/api/ai/analyze-symptoms", {
        query,
      });
      if (ticket === sequence.current) setAnswer(data);
    } catch (error) {
      lastAsked.current = "";
      console.warn("Análisis de síntomas no disponible", error);
    } finally {
      if (ticket === sequence.current) setPending(false);
    }
  }, []);

  return { answer, pending, analyse };
}
