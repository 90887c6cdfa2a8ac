// `npm start`: build when the sources changed, then migrate, seed on first start and serve.
// package.json runs it as `exec node --import tsx …`: npm's shell is replaced by this process
// and tsx is a loader, not a launcher, so the SIGTERM npm relays reaches the server itself
// (scripts/start.int.test.ts). The defaults are set here, before the server's modules load.
export {};

process.env.NODE_ENV = "production";
process.env.PUBLIC_URL ||= `http://localhost:${process.env.PORT || 3000}`;

const { ensureProductionBuild } = await import("./lib/build.ts");
const { main } = await import("../server/index.ts");

ensureProductionBuild();
await main(false);
