import compression from "compression";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { isPrivateRequest, privatePagesNotStored } from "./private-pages.ts";

/** Pages as React Router's adapter answers them: headers appended, then a streamed body. */
function pages() {
  const app = express();
  app.use(compression());
  app.use(privatePagesNotStored);
  app.get("/dashboard", (_req, res) => {
    res.redirect(302, "/login?returnUrl=%2Fdashboard");
  });
  app.get("*splat", (_req, res) => {
    res.append("Cache-Control", "public, max-age=60");
    res.status(200);
    res.write("<!doctype html><title>página</title>");
    res.end();
  });
  return app;
}

const SESSION = "mv.session_token=firmado.abc";

describe("Cache-Control of pages", () => {
  it.each([
    ["/dashboard/paciente", ""],
    ["/dashboard/paciente.data?_routes=routes%2Fpatient-dashboard", ""],
    ["/mensajes/7", ""],
    ["/mensajes/7.data?antes=41", ""],
    ["/bienvenido.data", ""],
    ["/cerrar-sesion", ""],
    ["/admin", ""],
    ["/admin/login.data", ""],
    ["/restablecer-contrasena?token=secreto", ""],
    ["/Restablecer-Contrasena?token=secreto", ""],
    ["/restablecer%2Dcontrasena?token=secreto", ""],
    ["/restablecer-contrasena/?token=secreto", ""],
    ["//Dashboard/Paciente", ""],
    ["/VERIFY-EMAIL.data?token=x", ""],
    ["/cita/un-token/confirmar", ""],
    ["/Cita/un-token/cancelar.data", ""],
    ["/cardiologia/guadalajara", SESSION],
    ["/_root.data", SESSION],
    ["/", "otra=1; __Secure-mv.session_token=x"],
    ["/blog", "mv_admin_session=token"],
  ])("%s (cookie %j) is private, no-store, whatever the route said", async (path, cookie) => {
    const response = await request(pages())
      .get(path)
      .set("Cookie", cookie)
      .set("Accept-Encoding", "gzip");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("covers redirects of private pages too", async () => {
    const response = await request(pages()).get("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("leaves anonymous public pages as their route set them", async () => {
    for (const [path, cookie] of [
      ["/cardiologia/guadalajara", ""],
      ["/blog.data", "preferencia=1"],
      ["/mensajeria-segura", ""],
    ] as const) {
      const response = await request(pages()).get(path).set("Cookie", cookie);
      expect(response.headers["cache-control"], path).toBe("public, max-age=60");
    }
  });

  it("reads a cookie's name exactly", () => {
    expect(isPrivateRequest("/", "xmv.session_token=1")).toBe(false);
    expect(isPrivateRequest("/", "mv.session_token_viejo=1")).toBe(false);
    expect(isPrivateRequest("/", " mv.session_token=1")).toBe(true);
  });
});
