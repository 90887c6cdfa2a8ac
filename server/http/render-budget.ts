import type { Request, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import {
  TOO_MANY_RENDERS_MESSAGE,
  TOO_MANY_RENDERS_TITLE,
} from "../../common/limits/render-budget.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";

/**
 * Whether a page may be rendered for this request: null when it may, else the seconds until
 * the client's window ends. Only renders count (documents, client navigations' `.data`, form
 * posts); pages sent from the HTML cache cost a hundredth as much and never reach it.
 */
export type RenderBudget = (req: Request) => Promise<number | null>;

export { TOO_MANY_RENDERS_MESSAGE, TOO_MANY_RENDERS_TITLE };

/**
 * A budget of rendered pages per client and minute, counted in the database like every other
 * limit (in batches, server/rate-limits/batched-store.ts), so it holds across processes and
 * restarts. A page that is not in the HTML cache costs
 * about 4 ms of the process's one main thread, and any address can make one at will (a search
 * with new words, an unknown query parameter): without a budget, one client could keep a
 * process busy. The client is the signed-in account when there is one (people behind one
 * carrier's shared address keep their own budgets), otherwise the address (IPv6 by its /56,
 * as express-rate-limit groups it); a cookie header a client invents changes neither.
 */
export function renderBudget(
  services: Pick<Services, "accounts" | "rateLimits">,
  perMinute: number,
): RenderBudget | undefined {
  if (perMinute <= 0) return undefined;
  // Counted in batches (see batched-store.ts for what a write per render cost); the store's
  // window is its default, one minute.
  const store = services.rateLimits.batchedStore("paginas-renderizadas");
  return async (req) => {
    const account = await viewerOf(services, req);
    const key = account
      ? `cuenta:${account.id}`
      : `direccion:${ipKeyGenerator(req.ip ?? "desconocida")}`;
    const { totalHits, resetTime } = await store.increment(key);
    if (totalHits <= perMinute) return null;
    const endsAt = resetTime?.getTime() ?? Date.now() + 60_000;
    return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  };
}

const TOO_MANY_RENDERS_PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TOO_MANY_RENDERS_TITLE}</title>
</head>
<body>
<main>
<h1>${TOO_MANY_RENDERS_TITLE}</h1>
<p>${TOO_MANY_RENDERS_MESSAGE}</p>
<p><a href="/">Ir al inicio</a></p>
</main>
</body>
</html>
`;

/**
 * 429 with Retry-After, never stored: a plain Spanish page for a browser (no script, no
 * style, nothing rendered), a JSON `error` for a client navigation's data (React Router's
 * client throws it as a 429 route error, shown by app/components/layout/too-many-pages.tsx).
 */
export function sendTooManyRenders(req: Request, res: Response, retryAfterSeconds: number): void {
  res.status(429);
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  if (req.path.endsWith(".data")) {
    res.json({ error: TOO_MANY_RENDERS_MESSAGE });
    return;
  }
  res.type("html").send(req.method === "HEAD" ? undefined : TOO_MANY_RENDERS_PAGE);
}
