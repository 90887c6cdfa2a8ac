import { Loader2, Mic, Square } from "../../icons/icons.tsx";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { searchHref } from "../../../../common/search/href.ts";
import { toast } from "../../ui/toaster.tsx";
import { BANNER_MS, SEARCH_DELAY_MS } from "./constants.ts";
import type { VoiceSession, VoiceState } from "./voice-session.ts";

const STATUS_TEXT: Record<VoiceState, string> = {
  idle: "Toca el micrófono y di qué especialista buscas y en qué ciudad.",
  recording: "Te escucho… Toca el botón o presiona Esc para terminar.",
  processing: "Procesando tu búsqueda…",
};

const BUTTON_LABEL: Record<VoiceState, string> = {
  idle: "Iniciar búsqueda por voz",
  recording: "Detener grabación",
  processing: "Procesando tu búsqueda",
};

/**
 * The voice mode of the search form: a microphone button with its three states, the
 * transcript banner and a text box for those who prefer typing. The recorder itself
 * (voice-session.ts) is fetched when the microphone is first pressed, so pages carry none of
 * it until then.
 */
export function VoiceSearch({
  idPrefix,
  searchDelayMs = SEARCH_DELAY_MS,
}: {
  idPrefix: string;
  /** Time between the transcript and the search (spec: 500 ms; 100 ms in the compact form). */
  searchDelayMs?: number;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<VoiceState>("idle");
  const [banner, setBanner] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const session = useRef<VoiceSession | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const starting = useRef(false);
  /** A second press while the recorder is still loading means "stop". */
  const stopWhenReady = useRef(false);

  useEffect(
    () => () => {
      session.current?.cancel();
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  // Escape ends a recording wherever the focus is.
  useEffect(() => {
    if (state !== "recording") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") session.current?.stop();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [state]);

  const later = (run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  };

  async function toggle() {
    if (state === "recording") {
      if (session.current) session.current.stop();
      else stopWhenReady.current = true;
      return;
    }
    if (state !== "idle" || starting.current) return;
    starting.current = true;
    stopWhenReady.current = false;
    setState("recording");
    try {
      const { startVoiceSession } = await import("./voice-session.ts");
      session.current = startVoiceSession({
        onState: setState,
        onError: (problem) => toast(problem),
        onResult: ({ transcript, href }) => {
          setBanner(transcript);
          toast({ title: "Búsqueda por voz", description: transcript });
          later(() => setBanner(null), BANNER_MS);
          later(() => navigate(href), searchDelayMs);
        },
      });
      if (stopWhenReady.current) session.current.stop();
    } catch {
      setState("idle");
      toast({
        title: "Error de micrófono",
        description: "Activa tu micrófono o escribe tu búsqueda",
        variant: "destructive",
      });
    } finally {
      starting.current = false;
    }
  }

  function submitTyped(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = typed.trim();
    if (q) navigate(searchHref({ q }));
  }

  const busy = state === "processing";
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={state === "recording"}
        aria-label={BUTTON_LABEL[state]}
        aria-describedby={`${idPrefix}-voz-estado`}
        data-state={state}
        className="inline-flex size-16 shrink-0 items-center justify-center self-center rounded-full bg-brand-600 text-white shadow-md hover:bg-brand-700 disabled:opacity-70 data-[state=recording]:animate-pulse data-[state=recording]:bg-red-600"
      >
        {state === "recording" ? (
          <Square aria-hidden="true" className="size-6" />
        ) : busy ? (
          <Loader2 aria-hidden="true" className="size-7 animate-spin" />
        ) : (
          <Mic aria-hidden="true" className="size-7" />
        )}
      </button>
      <div className="min-w-0 flex-1 space-y-3">
        <p id={`${idPrefix}-voz-estado`} role="status" className="text-sm text-gray-700">
          {STATUS_TEXT[state]}
        </p>
        {banner ? (
          <p
            className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800"
            data-testid="transcripcion"
          >
            Escuché: <q className="font-semibold">{banner}</q>
          </p>
        ) : null}
        <form onSubmit={submitTyped} role="search">
          <label htmlFor={`${idPrefix}-voz-texto`} className="sr-only">
            O escribe tu búsqueda
          </label>
          <input
            id={`${idPrefix}-voz-texto`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={200}
            enterKeyHint="search"
            placeholder="O escribe tu búsqueda y presiona Enter"
            className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500"
          />
        </form>
      </div>
    </div>
  );
}
