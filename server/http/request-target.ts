import type { RequestHandler } from "express";

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

export const BAD_REQUEST_TARGET =
  "Solicitud no válida: la dirección o el encabezado Host no son correctos.";

function validHost(value: string | undefined): boolean {
  if (value === undefined) return true;
  // A chain of proxies may list several forwarded hosts, comma-separated.
  return value.split(",").every((part) => {
    const match = HOST.exec(part.trim());
    return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
  });
}

/**
 * Refuses, before anything else runs, a request whose page address cannot be built: a Host (or
 * X-Forwarded-Host) that is not a host name, or a request target that is not a path (the
 * absolute form 'GET http://other/x', or '*'). The pages' adapter builds the page's URL from
 * both and threw on them, which answered 500 and wrote error-level logs for anyone's typo; a
 * proxy-style absolute target would also let the request name a host other than its Host,
 * and so would a path starting with '//', which a URL parser reads as a host.
 */
export const refuseMalformedTarget: RequestHandler = (req, res, next) => {
  const forwarded = req.headers["x-forwarded-host"];
  if (
    !req.url.startsWith("/") ||
    req.url.startsWith("//") ||
    !validHost(req.headers.host) ||
    !validHost(Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
  ) {
    res.status(400);
    if (req.url.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
      res.json({ error: BAD_REQUEST_TARGET });
    } else {
      res.type("text/plain; charset=utf-8").send(BAD_REQUEST_TARGET);
    }
    return;
  }
  next();
};
