import type { Transcription, TranscriptionSegment } from "../integrations/stt.ts";

/**
 * How sure the recogniser was, from Whisper's verbose_json segments:
 *
 *   segment confidence  c_i = exp(avg_logprob_i) × (1 − no_speech_prob_i)
 *   weight              w_i = end_i − start_i (seconds; 0.1 s when missing or shorter)
 *   confidence          C   = Σ w_i·c_i / Σ w_i, rounded to two decimals
 *
 * exp(avg_logprob) is the geometric mean of the token probabilities (Whisper's own fallback
 * gives up below avg_logprob −1, i.e. 0.37); the no-speech factor discounts segments Whisper
 * itself suspects are silence, where it tends to invent text. Long segments weigh more than a
 * stray syllable. Segments without avg_logprob are skipped; with none at all (a plain json
 * answer) the confidence is unknown (null) and no transcript is rejected for it.
 */
export function transcriptConfidence(segments: readonly TranscriptionSegment[]): number | null {
  let weighted = 0;
  let total = 0;
  for (const segment of segments) {
    if (segment.avgLogprob === undefined) continue;
    const noSpeech = clamp(segment.noSpeechProb ?? 0);
    const confidence = clamp(Math.exp(segment.avgLogprob)) * (1 - noSpeech);
    const duration =
      segment.start !== undefined && segment.end !== undefined ? segment.end - segment.start : 0;
    const weight = Math.max(duration, 0.1);
    weighted += confidence * weight;
    total += weight;
  }
  if (total === 0) return null;
  return Math.round((weighted / total) * 100) / 100;
}

/**
 * How sure a GPT transcription model was, from the token log probabilities of its json
 * answer: exp(mean logprob), the geometric mean of the token probabilities, the same measure
 * as a Whisper segment's exp(avg_logprob). No tokens, no confidence (null).
 */
export function tokenConfidence(logprobs: readonly number[]): number | null {
  if (logprobs.length === 0) return null;
  const mean = logprobs.reduce((sum, value) => sum + value, 0) / logprobs.length;
  return Math.round(clamp(Math.exp(mean)) * 100) / 100;
}

/** Segments when the service gave them, else tokens, else unknown: never a made-up number. */
export function confidenceOf(transcription: Transcription): number | null {
  return (
    transcriptConfidence(transcription.segments) ?? tokenConfidence(transcription.tokenLogprobs)
  );
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
