// Before the integration step: the production build (pages, several processes) and Debian's
// nginx (the load balancer in front of several processes), each made or installed once.
import { ensureAptBinary } from "./lib/apt.ts";
import { ensureProductionBuild } from "./lib/build.ts";
import { NGINX_BINARY } from "../tests/support/nginx.ts";

ensureAptBinary(NGINX_BINARY, "nginx", "las pruebas con varios procesos");
ensureAptBinary(
  "/usr/bin/redis-server",
  "redis-server",
  "la prueba del aviso de cambios por Redis",
);
ensureProductionBuild();
