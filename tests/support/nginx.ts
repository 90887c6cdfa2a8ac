import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./embedded-postgres.ts";

export interface RunningNginx {
  /** http://127.0.0.1:{port}, the load balancer's address. */
  url: string;
  /** The master process; its worker is its child (benchmarks read their CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** The proxy settings production includes (deploy/nginx/): the tests include the same files. */
const DEPLOY_NGINX = path.resolve(import.meta.dirname, "../../deploy/nginx");

/** Debian's nginx; tests that need it say how to install it when it is missing. */
export const NGINX_BINARY = "/usr/sbin/nginx";

/**
 * A real nginx in front of `upstreams` (ports on 127.0.0.1): round robin, no sticky sessions,
 * keep-alive to the processes, every answer naming the process that gave it (X-Upstream).
 * Its configuration, logs and temp files live in a throwaway folder.
 * `proxyBuffering`: read each answer from the process into memory before sending it on (as
 * production does; fewer system calls per page). Off by default: tests see each byte as the
 * process writes it.
 * `pageCache`: nginx keeps the pages the processes mark public (Cache-Control), as a CDN would,
 * and says HIT or MISS in X-Nginx-Cache. Benchmarks only, labelled as such: it measures the
 * cache, not the processes.
 */
export async function startNginx(
  upstreams: number[],
  options: { proxyBuffering?: boolean; pageCache?: boolean } = {},
): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-prueba-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"])
    mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 50m;
${options.pageCache ? `  proxy_cache_path ${dir}/cache keys_zone=paginas:10m max_size=256m;\n` : ""}  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
    include ${DEPLOY_NGINX}/upstream-keepalive.conf;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${DEPLOY_NGINX}/proxy.conf;
      proxy_buffering ${options.proxyBuffering ? "on;\n      proxy_buffers 16 32k;\n      proxy_buffer_size 32k" : "off"};
      # A failed request is not replayed on another process: the tests must see it.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
${options.pageCache ? "      proxy_cache paginas;\n      add_header X-Nginx-Cache $upstream_cache_status always;" : ""}
    }
  }
}
`,
  );
  let output = "";
  const child = spawn(NGINX_BINARY, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/`, { method: "HEAD" });
      return { url, pid: child.pid!, stop };
    } catch {
      if (child.exitCode !== null || i > 200) {
        await stop();
        throw new Error(`nginx did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
