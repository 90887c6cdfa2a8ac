import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalJpeg, minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import {
  createDiskEvidenceStore,
  EVIDENCE_MAX_BYTES,
  type EvidenceStore,
} from "../lib/evidence-store.ts";
import { errorMiddleware } from "./errors.ts";
import { readEvidenceUpload } from "./evidence-upload.ts";

/** A throwaway app: the helper reads the form, the store sniffs and keeps each file. */
function uploadApp(store: EvidenceStore) {
  const app = express();
  app.post("/evidencia", async (req, res) => {
    const upload = await readEvidenceUpload(req, {
      fields: ["providerId"],
      files: ["cedula", "identificacion"],
      maxBytes: EVIDENCE_MAX_BYTES,
    });
    const stored: Record<string, unknown> = {};
    for (const [name, file] of Object.entries(upload.files)) {
      stored[name] = { ...(await store.save(file.bytes)), filename: file.filename };
    }
    res.json({ fields: upload.fields, stored });
  });
  app.use(errorMiddleware);
  return app;
}

describe("evidence upload helper", () => {
  let root: string;
  let app: express.Express;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "evidencia-subida-"));
    app = uploadApp(createDiskEvidenceStore({ dir: root }));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("reads the text fields and two files; a PNG called cedula.pdf is stored as PNG", async () => {
    const response = await request(app)
      .post("/evidencia")
      .field("providerId", "42")
      .field("ignorado", "x")
      .attach("cedula", minimalPng(), { filename: "cedula.pdf", contentType: "application/pdf" })
      .attach("identificacion", minimalJpeg(), { filename: "ine.jpg", contentType: "image/jpeg" })
      .expect(200);
    expect(response.body.fields).toEqual({ providerId: "42" });
    expect(response.body.stored.cedula).toMatchObject({
      contentType: "image/png",
      size: minimalPng().length,
      filename: "cedula.pdf",
    });
    expect(response.body.stored.identificacion).toMatchObject({ contentType: "image/jpeg" });
  });

  it("treats an empty file input as absent", async () => {
    const response = await request(app)
      .post("/evidencia")
      .attach("cedula", minimalPdf(), "cedula.pdf")
      .attach("identificacion", Buffer.alloc(0), {
        filename: "",
        contentType: "application/octet-stream",
      })
      .expect(200);
    expect(Object.keys(response.body.stored)).toEqual(["cedula"]);
  });

  it("stops an 11 MB file with 413 and the Spanish message, storing nothing", async () => {
    const before = await readdir(root);
    const big = Buffer.alloc(11 * 1024 * 1024);
    minimalPdf().copy(big);
    const response = await request(app)
      .post("/evidencia")
      .attach("cedula", big, "cedula.pdf")
      .expect(413);
    expect(response.body).toEqual({ error: "El archivo no puede pesar más de 10 MB." });
    expect(await readdir(root)).toEqual(before);
  });

  it("refuses a file under a field name it does not expect", async () => {
    const response = await request(app)
      .post("/evidencia")
      .attach("comprobante", minimalPdf(), "comprobante.pdf")
      .expect(400);
    expect(response.body).toEqual({ error: "El formulario contiene un archivo no esperado." });
  });

  it("refuses a second file in the same field, and more files than fields", async () => {
    const twice = await request(app)
      .post("/evidencia")
      .attach("cedula", minimalPdf(), "uno.pdf")
      .attach("cedula", minimalPdf(), "dos.pdf")
      .expect(400);
    expect(twice.body.error).toBe("El formulario contiene un archivo no esperado.");

    const three = await request(app)
      .post("/evidencia")
      .attach("cedula", minimalPdf(), "uno.pdf")
      .attach("identificacion", minimalPdf(), "dos.pdf")
      .attach("cedula", minimalPdf(), "tres.pdf")
      .expect(400);
    expect(three.body.error).toBe("Envía como máximo 2 archivos.");
  });

  it("refuses a body that is not multipart", async () => {
    const json = await request(app).post("/evidencia").send({ cedula: "x" }).expect(400);
    expect(json.body.error).toBe("El formulario debe enviarse como multipart/form-data.");
  });

  it("answers 413 before reading a body announced beyond any allowed form", async () => {
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    // Only the headers go out: the answer must not wait for 30 MB that never come.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/evidencia",
        headers: {
          "Content-Type": "multipart/form-data; boundary=limite",
          "Content-Length": String(EVIDENCE_MAX_BYTES * 3),
        },
      });
      outgoing.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on("error", reject);
      outgoing.flushHeaders();
    });
    server.closeAllConnections();
    server.close();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "El archivo no puede pesar más de 10 MB." });
  });
});
