// `npm start`: build when the sources changed, then migrate, seed on first start and serve.
// package.json runs it as `exec node --import tsx …`: npm's shell is replaced by this process
// and tsx is a loader, not a launcher, so the SIGTERM npm relays reaches the server itself
// (scripts/start.int.test.ts). The defaults are set (server/config.ts) before the server's
// modules load.
import { applyStartDefaults } from "../server/config.ts";

applyStartDefaults();

const { ensureProductionBuild } = await import("./lib/build.ts");
const { main } = await import("../server/index.ts");

ensureProductionBuild();
await main(false);
