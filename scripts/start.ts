// `npm start`: build when the sources changed, then migrate, seed on first start and serve.
import { main } from "../server/index.ts";
import { ensureProductionBuild } from "./lib/build.ts";

ensureProductionBuild();
await main(false);
