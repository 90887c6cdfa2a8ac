import type { RequestHandler } from "express";
import { isWellFormed, MALFORMED_TEXT } from "../../common/validation.ts";
import { badRequest } from "../../common/errors.ts";

/** Whether a parsed body holds a string (or key) with a lone surrogate, however deep. */
export function hasMalformedText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!isWellFormed(value)) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (!isWellFormed(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * JSON may escape half of a surrogate pair ("\ud800"): valid JSON, but no UTF-8. PostgreSQL
 * refuses it inside jsonb and text columns would keep a replacement character, so the whole
 * body is refused once here, after parsing, with a Spanish 400.
 */
export const refuseMalformedText: RequestHandler = (req, _res, next) => {
  next(hasMalformedText(req.body) ? badRequest(MALFORMED_TEXT) : undefined);
};
