/**
 * Typed errors thrown by services. They live in common/ so the API and the pages read one
 * type; `describeError` (server/http/errors.ts) is the one map from any error to a status
 * and a message, used by the API middleware and by the pages' helper (app/lib/errors.server.ts).
 * Messages are Spanish because they reach the user as is.
 */
export type AppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "too_many_requests"
  | "unavailable"
  | "internal";

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

/**
 * The production server runs the services from source and the pages from the SSR build, which
 * holds its own copy of this module: `instanceof` checks this mark, not the class object.
 */
const APP_ERROR = Symbol.for("directorio.AppError");

export class AppError extends Error {
  override name = "AppError";
  readonly [APP_ERROR] = true;
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError("bad_request", message, details);
export const unauthorized = (message = "Debes iniciar sesión para continuar.") =>
  new AppError("unauthorized", message);
export const forbidden = (message = "No tienes permiso para realizar esta acción.") =>
  new AppError("forbidden", message);
export const notFound = (message = "No se encontró el recurso solicitado.") =>
  new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const unavailable = (message = "El servicio no está disponible en este momento.") =>
  new AppError("unavailable", message);
