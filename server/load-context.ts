import type { PublicConfig } from "./config.ts";
import type { SessionUser } from "./accounts/service.ts";
import type { Services } from "./services.ts";

/** What every React Router loader and action receives as `context`. */
export interface ServerContext {
  services: Services;
  publicConfig: PublicConfig;
  requestId: string;
  /** The client's address as Express resolved it (TRUST_PROXY decides whether proxies count). */
  clientIp: string;
  /** The signed-in account of this request, looked up once however many loaders ask. */
  viewer: () => Promise<SessionUser | null>;
  /**
   * Documents only: the secret of this render that React Router and React write on their
   * inline scripts, so that only those are hashed into the page's CSP (server/http/pages.ts).
   */
  inlineScriptNonce?: string;
}

declare module "react-router" {
  // Loaders and actions receive the server's services and request facts as `context`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ServerContext {}
}
