import { randomUUID } from "node:crypto";
import type { Express } from "express";
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/accounts/service.ts";
import { toPublicConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";
import type { Services } from "../../server/services.ts";
import { insertProvider } from "../factories/providers.ts";
import { createTestApp } from "./app.ts";
import { nextClientAddress } from "./client-address.ts";
import { createTestDatabase, type DatabaseKind } from "./database.ts";
import { giveListingTo } from "./listing-owner.ts";

/**
 * Route modules' loaders and actions run against the real services on a database restored
 * from the run's migrated template: what a page request would get, without a server or a
 * browser. `context(viewer)` is the load context of a request signed in as `viewer`.
 */
export interface RouteHarness {
  database: DatabaseHandle;
  services: Services;
  /** The API on the same services, for the few steps that need a real session cookie. */
  app: Express;
  context(viewer?: SessionUser | null, facts?: { clientIp?: string }): AppLoadContext;
  /** An account written straight to the table (no password): a verified patient by default. */
  account(options?: { verified?: boolean; doctor?: boolean }): Promise<SessionUser>;
  /** A doctor account owning a new approved listing. */
  doctorWithListing(
    overrides?: Partial<Parameters<typeof insertProvider>[1]>,
  ): Promise<{ doctor: SessionUser; listing: Awaited<ReturnType<typeof insertProvider>> }>;
  close(): Promise<void>;
}

let accounts = 0;

export async function createRouteHarness(
  kind: DatabaseKind = "pglite",
  env: Record<string, string> = {},
): Promise<RouteHarness> {
  const database = await createTestDatabase(kind);
  const { app, config, services } = createTestApp(database, env);
  const publicConfig = toPublicConfig(config);

  async function account(options: { verified?: boolean; doctor?: boolean } = {}) {
    accounts += 1;
    const user: SessionUser = {
      id: randomUUID(),
      firstName: `Persona${accounts}`,
      lastName: "Prueba",
      email: `ruta${accounts}.${Date.now()}@example.com`,
      emailVerified: options.verified ?? true,
      isProvider: options.doctor ?? false,
      userType: options.doctor ? "doctor" : "patient",
    };
    await database.db.insert(users).values({ ...user, name: `${user.firstName} ${user.lastName}` });
    return user;
  }

  return {
    database,
    services,
    app,
    context: (viewer = null, facts = {}) =>
      ({
        services,
        publicConfig,
        requestId: randomUUID(),
        clientIp: facts.clientIp ?? nextClientAddress(),
        viewer: async () => viewer,
      }) satisfies Omit<AppLoadContext, "cspNonce"> as AppLoadContext,
    account,
    async doctorWithListing(overrides = {}) {
      const doctor = await account({ doctor: true });
      const listing = await insertProvider(database.db, {
        name: "Dra. Prueba Titular",
        ...overrides,
      });
      await giveListingTo(database, doctor.id, listing.id);
      return { doctor, listing: { ...listing, userId: doctor.id } };
    },
    close: () => database.close(),
  };
}

/** What a loader or action answered, thrown or returned, in one shape. */
export interface RouteOutcome {
  status: number;
  /** The Location of a redirect. */
  location: string | null;
  headers: Headers;
  /** The data of `data()` or of a plain return value; null for a Response. */
  data: unknown;
  thrown: boolean;
}

function isDataWithInit(value: unknown): value is {
  data: unknown;
  init: ResponseInit | null;
} {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: string }).type === "DataWithResponseInit"
  );
}

function describeOutcome(value: unknown, thrown: boolean): RouteOutcome {
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("Location"),
      headers: value.headers,
      data: null,
      thrown,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      location: headers.get("Location"),
      headers,
      data: value.data,
      thrown,
    };
  }
  return { status: 200, location: null, headers: new Headers(), data: value, thrown };
}

/**
 * Runs a loader or an action and says what it answered. An exception that is neither a
 * Response nor `data()` (a bug, an AppError that escaped) is thrown again: a page would be a 500.
 */
export async function outcomeOf(run: () => unknown): Promise<RouteOutcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return describeOutcome(error, true);
    throw error;
  }
  return describeOutcome(value, false);
}

/** The arguments React Router gives a loader or action, for a GET or a form POST. */
export function routeArgs(
  url: string,
  context: AppLoadContext,
  options: { params?: Record<string, string>; form?: Record<string, string>; cookie?: string } = {},
) {
  const headers = new Headers();
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(new URL(url, "http://sitio.test"), {
    method: options.form ? "POST" : "GET",
    headers,
    ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
  });
  // The route modules' own Args types differ only in params and matches: callers cast.
  return { request, context, params: options.params ?? {}, unstable_pattern: "" } as never;
}
