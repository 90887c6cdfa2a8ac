import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../server/config.ts";
import { NGINX_BINARY } from "../tests/support/nginx.ts";
import { serverBundleFor } from "./lib/server-bundle.ts";

/**
 * The production recipe (deploy/, docs/deployment.md) runs what the tests run here: nothing in
 * it can be started by this suite (no container engine), so these checks keep it from drifting.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const dockerfile = read("deploy/Dockerfile");
const compose = read("deploy/compose.yaml");
const nginxConf = read("deploy/nginx/nginx.conf");
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

function serverSourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSourceFiles(relative);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

describe("deploy/Dockerfile", () => {
  it("starts the server the way the tests start it, on Node 24", () => {
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", serverBundleFor("server/index.ts")]);
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set(["24"]));
  });

  it("builds with the project's own commands", () => {
    const runs = [...dockerfile.matchAll(/^RUN (.*)$/gm)].map((match) => match[1]!);
    expect(runs).toContain("npm ci");
    for (const [, script] of runs.join("\n").matchAll(/npm run ([\w:-]+)/g)) {
      expect(Object.keys(packageJson.scripts)).toContain(script);
    }
    expect(runs.some((run) => run === "npm run build")).toBe(true);
  });

  it("copies every folder the server reads at run time", () => {
    const copied = new Set(
      [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((match) => match[1]),
    );
    const needed = new Set<string>(["build"]);
    for (const file of serverSourceFiles("server")) {
      const source = readFileSync(path.join(root, file), "utf8");
      for (const [, target] of source.matchAll(/from "(\.[^"]+)"/g)) {
        const resolved = path.relative(root, path.resolve(root, path.dirname(file), target!));
        needed.add(resolved.split(path.sep)[0]!);
      }
    }
    expect([...needed].filter((folder) => !copied.has(folder))).toEqual([]);
  });
});

describe("deploy/compose.yaml", () => {
  it("sets only variables the configuration reads", () => {
    const appBlock = compose.slice(compose.indexOf("x-app:"), compose.indexOf("\nservices:"));
    const environment = appBlock.slice(appBlock.indexOf("environment:"));
    const names = [...environment.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !(name! in CONFIG_VARIABLES))).toEqual([]);
    for (const required of ["DATABASE_URL", "DATABASE_READ_URL", "REDIS_URL", "SESSION_SECRET"])
      expect(names).toContain(required);
  });

  it("puts every app process behind nginx", () => {
    const apps = [...compose.matchAll(/^ {2}(app\d+): \*app$/gm)].map((match) => match[1]);
    const upstreams = [...nginxConf.matchAll(/^\s+server (app\d+):3000;$/gm)].map((m) => m[1]);
    expect(apps.length).toBeGreaterThanOrEqual(2);
    expect(upstreams).toEqual(apps);
  });
});

describe("deploy/nginx", () => {
  it("includes the proxy settings the tests' nginx includes", () => {
    const testNginx = read("tests/support/nginx.ts");
    for (const shared of ["proxy.conf", "upstream-keepalive.conf"]) {
      expect(nginxConf).toContain(`include /etc/nginx/app/${shared};`);
      expect(testNginx).toContain(`\${DEPLOY_NGINX}/${shared};`);
    }
  });

  it("is a configuration nginx accepts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nginx-despliegue-"));
    try {
      // The compose network's names, and the mounted folder, as this machine has them.
      const local = nginxConf
        .replace(/server app\d+:3000;/g, "server 127.0.0.1:3000;")
        .replaceAll("/etc/nginx/app/", `${path.join(root, "deploy/nginx")}/`)
        .replace("events {", `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {`);
      writeFileSync(path.join(dir, "nginx.conf"), local);
      const output = execFileSync(
        NGINX_BINARY,
        ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(output).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
