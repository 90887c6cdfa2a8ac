import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * better-auth's signed session cookie, read the way it reads it (better-call's cookie parser
 * and signature check), with Node's synchronous HMAC instead of WebCrypto's: importing the key
 * on every request cost about 0.2 ms of the main thread (ADR 020). Only the common case is
 * decided here; server/accounts/sessions.ts hands every other one to better-auth.
 */

/** The value of cookie `name` in a Cookie header, decoded as better-call decodes it. */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf("=", index);
    if (eq === -1) return undefined;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    // The first cookie of a name counts, as in better-call.
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/**
 * The session token of a signed cookie value (`token.signature`), when its signature is the
 * HMAC-SHA256 of the token under `secret` in standard base64, compared in constant time;
 * undefined otherwise.
 */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", secret).update(token).digest("base64");
  const given = Buffer.from(signature, "latin1");
  const wanted = Buffer.from(expected, "latin1");
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? token : undefined;
}
