import { describe, expect, it } from "vitest";
import { confidenceOf, tokenConfidence, transcriptConfidence } from "./confidence.ts";

describe("transcriptConfidence", () => {
  it("is exp(avg_logprob) × (1 − no_speech_prob), weighted by segment duration", () => {
    expect(
      transcriptConfidence([{ start: 0, end: 2, text: "a", avgLogprob: -0.2, noSpeechProb: 0 }]),
    ).toBe(0.82);
    // 3 s at 0.82 and 1 s at 0.37: (3·0.8187 + 1·0.3679) / 4
    expect(
      transcriptConfidence([
        { start: 0, end: 3, text: "a", avgLogprob: -0.2, noSpeechProb: 0 },
        { start: 3, end: 4, text: "b", avgLogprob: -1, noSpeechProb: 0 },
      ]),
    ).toBe(0.71);
  });

  it("discounts what Whisper itself thinks is silence", () => {
    const value = transcriptConfidence([
      { start: 0, end: 2, text: "Gracias.", avgLogprob: -0.3, noSpeechProb: 0.9 },
    ]);
    expect(value).toBeLessThan(0.5);
  });

  it("gives tiny or timeless segments a small weight instead of none", () => {
    expect(transcriptConfidence([{ text: "a", avgLogprob: 0 }])).toBe(1);
  });

  it("is unknown (null) without segment statistics", () => {
    expect(transcriptConfidence([])).toBeNull();
    expect(transcriptConfidence([{ start: 0, end: 1, text: "hola" }])).toBeNull();
  });
});

describe("tokenConfidence (json answers of GPT transcription models)", () => {
  it("is exp(mean token logprob)", () => {
    expect(tokenConfidence([-0.2, -0.2])).toBe(0.82);
    // mean −0.6: exp(−0.6) = 0.5488
    expect(tokenConfidence([-0.1, -1.1])).toBe(0.55);
    expect(tokenConfidence([0])).toBe(1);
  });

  it("is unknown (null) without tokens", () => {
    expect(tokenConfidence([])).toBeNull();
  });
});

describe("confidenceOf", () => {
  it("prefers segments, then tokens, and otherwise says nothing", () => {
    const segments = [{ start: 0, end: 1, text: "a", avgLogprob: -1, noSpeechProb: 0 }];
    expect(confidenceOf({ text: "a", segments, tokenLogprobs: [0] })).toBe(0.37);
    expect(confidenceOf({ text: "a", segments: [], tokenLogprobs: [-0.2] })).toBe(0.82);
    expect(confidenceOf({ text: "a", segments: [], tokenLogprobs: [] })).toBeNull();
  });
});
