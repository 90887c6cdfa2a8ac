import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { AppError } from "../../common/errors.ts";
import { isZodDefaultWording, zodErrorMessage } from "../validation-messages.ts";

const MESSAGES = {
  invalidJson: "El cuerpo de la solicitud no es JSON válido.",
  tooLarge: "La solicitud es demasiado grande.",
  invalidRequest: "La solicitud no es válida.",
  routeNotFound: "Ruta no encontrada.",
  internal: "Ocurrió un error inesperado. Por favor, intenta nuevamente.",
} as const;

/** Errors raised by body-parser carry a `type` and an HTTP status; they are the client's fault. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * PostgreSQL refuses text it cannot store (a NUL byte, 22021; an unconvertible character,
 * 22P05): that is what the client sent, not a fault. The driver's error may be wrapped.
 */
function isUnstorableText(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === "22021" || current.code === "22P05") return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Details are for clients too (the spec's `message`): the same defence applies. */
function withoutZodWording(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === "string" && isZodDefaultWording(value) ? MESSAGES.invalidRequest : value,
    ]),
  );
}

/** What any error means to a client: its status, Spanish message and client-safe details. */
export interface HttpErrorView {
  status: number;
  message: string;
  /** A refusal the client caused (4xx), as opposed to a fault of ours. */
  expected: boolean;
  details?: Record<string, unknown>;
}

/**
 * The one map from errors to answers, shared by the API middleware below and the pages'
 * helper (app/lib/errors.server.ts), so a refusal reads the same in JSON and in HTML.
 */
export function describeError(error: unknown): HttpErrorView {
  if (error instanceof AppError) {
    return {
      status: error.status,
      // Last line of defence: a route that copied zod's English into its own error.
      message: isZodDefaultWording(error.message) ? MESSAGES.invalidRequest : error.message,
      expected: error.status < 500,
      details: error.details && withoutZodWording(error.details),
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      // The schema's Spanish message, or a Spanish one in place of zod's English default.
      message: zodErrorMessage(error),
      expected: true,
    };
  }
  if (isUnstorableText(error)) {
    return { status: 400, message: MESSAGES.invalidRequest, expected: true };
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === "entity.parse.failed") {
    return { status: 400, message: MESSAGES.invalidJson, expected: true };
  }
  if (parserError?.type === "entity.too.large") {
    return { status: 413, message: MESSAGES.tooLarge, expected: true };
  }
  const status = parserError?.status ?? parserError?.statusCode;
  if (status === 404) return { status, message: MESSAGES.routeNotFound, expected: true };
  if (typeof status === "number" && status >= 400 && status < 500) {
    return { status, message: MESSAGES.invalidRequest, expected: true };
  }
  return { status: 500, message: MESSAGES.internal, expected: false };
}

/**
 * The single place where errors become HTTP answers: `{ "error": "<mensaje>" }`, the right
 * status, and never a stack trace. Unknown errors are logged with the request id.
 */
export const errorMiddleware: ErrorRequestHandler = (error, req, res, next) => {
  const { status, message, expected, details } = describeError(error);
  if (!expected) req.log?.error({ err: error }, "unhandled error");
  else req.log?.debug({ err: error }, "request rejected");
  if (res.headersSent) {
    next(error);
    return;
  }
  // AppError details are written for clients (e.g. needsVerification); never internals.
  res.status(status).json({ ...details, error: message });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: MESSAGES.routeNotFound });
};
