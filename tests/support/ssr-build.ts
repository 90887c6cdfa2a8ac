import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { AppOptions } from "../../server/app.ts";
import { ensureProductionBuild, projectRoot } from "../../scripts/lib/build.ts";

/**
 * The production build's pages and client files, for integration tests that request pages
 * through the real app. An existing build is used as it is (browser tests rebuild when the
 * sources change); without one, it is made.
 */
export async function productionSsr(): Promise<NonNullable<AppOptions["ssr"]>> {
  const serverBuild = path.join(projectRoot, "build/server/index.js");
  if (!existsSync(serverBuild)) ensureProductionBuild();
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  return { build, clientDir: path.join(projectRoot, "build/client") };
}
