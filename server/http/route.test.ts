import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { providerIdParam } from "../../common/providers/ids.ts";
import { json } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { errorMiddleware } from "./errors.ts";
import { defineRoute, documentPath, routeOperation, routerOf } from "./route.ts";

const echo = defineRoute({
  method: "post",
  path: "/echo/:id",
  summary: "Eco",
  tags: ["Pruebas"],
  access: "public",
  params: z.object({ id: providerIdParam }),
  query: z.object({ times: z.coerce.number().int().min(1, "Pocas veces.").default(1) }),
  body: z.object({
    word: z.string({ error: "Escribe una palabra." }).min(1, "Escribe una palabra."),
  }),
  responses: { 201: json("El eco.", z.object({ id: z.number(), words: z.array(z.string()) })) },
  handler: ({ params, query, body }) => ({
    id: params.id,
    words: Array.from({ length: query.times }, () => body.word),
  }),
});
const quiet = defineRoute({
  method: "delete",
  path: "/echo",
  summary: "Silencio",
  tags: ["Pruebas"],
  access: "account",
  rateLimit: { perUser: "favourite" },
  responses: { 204: { description: "Nada." } },
  handler: () => undefined,
});

const lookup = defineRoute({
  method: "post",
  path: "/lookup",
  summary: "Consulta",
  tags: ["Pruebas"],
  access: "public",
  unparsed: { body: z.object({ number: z.string().min(6) }) },
  responses: { 200: json("Lo recibido.", z.object({ got: z.unknown() })) },
  handler: ({ req }) => ({ got: (req.body as { number?: unknown }).number ?? null }),
});

const record = defineRoute({
  method: "get",
  path: "/records/:id",
  summary: "Un registro",
  tags: ["Pruebas"],
  access: "public",
  params: z.object({ id: providerIdParam }),
  paramsNotFound: "Registro no encontrado.",
  responses: { 200: json("El registro.", z.object({ id: z.number() })) },
  handler: ({ params }) => ({ id: params.id }),
});

const feed = defineRoute({
  method: "get",
  path: "/feeds/:token.txt",
  summary: "Archivo",
  tags: ["Pruebas"],
  access: "public",
  unparsed: {
    params: z.object({ token: z.string() }),
    header: z.object({ "X-Clave": z.string().optional() }),
  },
  responses: { 200: json("Lo recibido.", z.object({ token: z.string() })) },
  handler: ({ req }) => ({ token: req.params.token }),
});

function app() {
  // Neither route reads a session or a limit for anonymous calls.
  const services = {} as Services;
  const server = express();
  server.use(express.json());
  server.use("/api", routerOf([echo, lookup, record, feed], services));
  server.use(errorMiddleware);
  return server;
}

describe("declared routes", () => {
  it("parses params, query and body with the schemas and answers the one 2xx status", async () => {
    const response = await request(app()).post("/api/echo/7?times=2").send({ word: "hola" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: 7, words: ["hola", "hola"] });
  });

  it("answers a refused parameter, query or body with the schema's Spanish 400", async () => {
    const badId = await request(app()).post("/api/echo/abc").send({ word: "hola" });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ error: "Identificador de médico no válido." });
    const badQuery = await request(app()).post("/api/echo/7?times=0").send({ word: "hola" });
    expect(badQuery.body).toEqual({ error: "Pocas veces." });
    const badBody = await request(app()).post("/api/echo/7").send({});
    expect(badBody.status).toBe(400);
    expect(badBody.body).toEqual({ error: "Escribe una palabra." });
  });

  it("words a refusal with the route's parse options and adds its details", async () => {
    const signup = defineRoute({
      method: "post",
      path: "/signups/:id",
      summary: "Alta",
      tags: ["Pruebas"],
      access: "public",
      params: z.object({ id: providerIdParam }),
      body: z.object({ name: z.string().max(5, "Un nombre corto."), age: z.number() }),
      refusal: {
        issues: { error: (issue) => `Revisa «${String(issue.path?.[0])}».` },
        details: { success: false },
      },
      responses: { 200: json("Hecho.", z.object({ name: z.string() })) },
      handler: ({ body }) => ({ name: body.name }),
    });
    const server = express();
    server.use(express.json());
    server.use("/api", routerOf([signup], {} as Services));
    server.use(errorMiddleware);
    const missing = await request(server).post("/api/signups/1").send({ name: "Ana" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: "Revisa «age».", success: false });
    // The schema's own message still comes first, and a path is worded the same way.
    const long = await request(server).post("/api/signups/1").send({ name: "Anastasia", age: 3 });
    expect(long.body).toEqual({ error: "Un nombre corto.", success: false });
    const badId = await request(server).post("/api/signups/abc").send({ name: "Ana", age: 3 });
    expect(badId.body).toEqual({ error: "Identificador de médico no válido.", success: false });
    const done = await request(server).post("/api/signups/1").send({ name: "Ana", age: 3 });
    expect(done.body).toEqual({ name: "Ana" });
  });

  it("reads a JSON body with the route's own limit, ahead of any parser of the app", async () => {
    const note = defineRoute({
      method: "post",
      path: "/notes",
      summary: "Nota",
      tags: ["Pruebas"],
      access: "public",
      jsonLimit: "1kb",
      unparsed: { body: z.object({ text: z.string() }) },
      responses: { 200: json("Su largo.", z.object({ length: z.number() })) },
      handler: ({ req }) => ({ length: (req.body as { text: string }).text.length }),
    });
    const server = express();
    server.use("/api", routerOf([note], {} as Services));
    server.use(errorMiddleware);
    const short = await request(server)
      .post("/api/notes")
      .send({ text: "a".repeat(500) });
    expect(short.body).toEqual({ length: 500 });
    const long = await request(server)
      .post("/api/notes")
      .send({ text: "a".repeat(2000) });
    expect(long.status).toBe(413);
  });

  it("answers a refused path with 404 and its message when the route reads it as not found", async () => {
    expect((await request(app()).get("/api/records/5")).body).toEqual({ id: 5 });
    const malformed = await request(app()).get("/api/records/abc");
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ error: "Registro no encontrado." });
    expect(Object.keys(routeOperation(record).operation.responses ?? {}).sort()).toEqual([
      "200",
      "404",
    ]);
  });

  it("leaves an unparsed body to the handler, and still describes it", async () => {
    const response = await request(app()).post("/api/lookup").send({ number: 12 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ got: 12 });
    const described = routeOperation(lookup).operation.requestBody as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(described.content)).toEqual(["application/json"]);
  });

  it("describes an unparsed path parameter and header without a 400 for them", async () => {
    const response = await request(app()).get("/api/feeds/abc.txt");
    expect(response.body).toEqual({ token: "abc" });
    const described = routeOperation(feed);
    expect(described.path).toBe("/api/feeds/{token}.txt");
    expect(Object.keys(described.operation.requestParams ?? {}).sort()).toEqual(["header", "path"]);
    expect(Object.keys(described.operation.responses ?? {})).toEqual(["200"]);
  });

  it("describes a route with its path, security and implied error answers", () => {
    expect(documentPath("/providers/:id/events")).toBe("/api/providers/{id}/events");
    const echoOperation = routeOperation(echo);
    expect(echoOperation.path).toBe("/api/echo/{id}");
    expect(echoOperation.operation.security).toBeUndefined();
    expect(Object.keys(echoOperation.operation.responses ?? {}).sort()).toEqual([
      "201",
      "400",
      "403",
      "413",
    ]);
    const quietOperation = routeOperation(quiet);
    expect(quietOperation.operation.security).toEqual([{ cuenta: [] }]);
    expect(Object.keys(quietOperation.operation.responses ?? {}).sort()).toEqual([
      "204",
      "401",
      "403",
      "429",
    ]);
  });

  it("describes a multipart body with the 400 and 413 its reading can give", () => {
    const upload = defineRoute({
      method: "post",
      path: "/uploads",
      summary: "Subir",
      tags: ["Pruebas"],
      access: "account",
      multipart: z.object({ archivo: z.string().meta({ format: "binary" }) }),
      responses: { 200: json("Recibido.", z.object({ ok: z.boolean() })) },
      handler: () => ({ ok: true }),
    });
    const described = routeOperation(upload).operation;
    expect(Object.keys(described.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
    expect(Object.keys(described.responses ?? {}).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "413",
    ]);
  });
});
