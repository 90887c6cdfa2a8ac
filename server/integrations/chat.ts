import { z } from "zod";
import type { OpenAiEndpointConfig } from "../config.ts";

/**
 * A chat model behind any OpenAI-compatible `POST {base}/chat/completions` endpoint (OpenAI,
 * Groq, llama.cpp's server, vLLM, Ollama's /v1). Asks for a JSON object answer; callers
 * validate what comes back.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatModel {
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

/** The chat service failed or answered nothing usable; `detail` is for the log only. */
export class ChatServiceError extends Error {
  override name = "ChatServiceError";
  constructor(
    readonly reason: "timeout" | "network" | "status" | "answer",
    readonly detail: string,
    readonly httpStatus?: number,
  ) {
    super(`chat ${reason}: ${detail}`);
  }
}

const completionAnswer = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

export function chatCompletionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

export function createOpenAiChat(
  config: OpenAiEndpointConfig,
  options: { fetch?: typeof fetch } = {},
): ChatModel {
  const url = chatCompletionsUrl(config.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const fail = (error: unknown) => {
    const name = (error as Error | undefined)?.name;
    return name === "TimeoutError" || name === "AbortError"
      ? new ChatServiceError("timeout", `no answer within ${config.timeoutMs} ms`)
      : new ChatServiceError("network", String((error as Error | undefined)?.message ?? error));
  };

  return {
    async complete(messages) {
      let response: Response;
      let body: string;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0.2,
            max_tokens: 600,
            response_format: { type: "json_object" },
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        throw fail(error);
      }
      if (!response.ok) throw new ChatServiceError("status", body.slice(0, 300), response.status);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ChatServiceError("answer", "invalid JSON");
      }
      const parsed = completionAnswer.safeParse(json);
      const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
      if (!content) throw new ChatServiceError("answer", "no message content");
      return content;
    },
  };
}
