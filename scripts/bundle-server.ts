// `npm run build`'s last step: the Node server's bundles (scripts/lib/server-bundle.ts).
import { bundleServers } from "./lib/server-bundle.ts";

await bundleServers();
