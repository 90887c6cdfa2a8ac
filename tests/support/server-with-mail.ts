import { rmSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { decodeQuotedPrintable, startFakeSmtp } from "../fakes/smtp.ts";
import { startServerProcess, waitUntilReady } from "./server-process.ts";
import { databaseTemplateFor } from "./database-templates.ts";
import { FIXTURE_SERVER_ENTRY } from "./spec-server.ts";

/**
 * A production server of a spec's own, on a fresh small database with the browser fixtures
 * (tests/support/fixtures.ts), whose mail goes to a real SMTP server the spec runs: `start` in
 * beforeAll, `stop` in afterAll.
 */
export function serverWithMail(options: { port: number; dataDir: string; providers?: number }) {
  const base = `http://127.0.0.1:${options.port}`;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
  let server: ReturnType<typeof startServerProcess> | undefined;

  return {
    base,
    /** How many messages arrived so far: pass it as `after` to wait for a newer one. */
    mailCount: () => smtp?.messages.length ?? 0,

    async start(request: APIRequestContext) {
      rmSync(options.dataDir, { recursive: true, force: true });
      smtp = await startFakeSmtp();
      const providers = String(options.providers ?? 40);
      server = startServerProcess(
        {
          PORT: String(options.port),
          PGLITE_DATA_DIR: options.dataDir,
          SEED_PROVIDERS: providers,
          SMTP_URL: smtp.url,
          PUBLIC_URL: base,
          E2E_DATABASE_TEMPLATE: databaseTemplateFor(providers),
        },
        FIXTURE_SERVER_ENTRY,
      );
      await waitUntilReady(request, base, server.output);
    },

    async stop() {
      server?.child.kill("SIGTERM");
      await server?.exited;
      await smtp?.close();
      rmSync(options.dataDir, { recursive: true, force: true });
    },

    /**
     * The newest message to an address (among those after the first `after`) with a link to
     * this site's `path`: the link and the decoded text. Waits up to 10 s for it.
     */
    async mailedLink(email: string, path: string, after = 0) {
      const pattern = new RegExp(
        `${base.replace(/[.]/g, "\\.")}${path}(\\?token=[A-Za-z0-9_%-]+)?`,
      );
      for (let i = 0; i < 50; i++) {
        const messages = (smtp?.messages ?? []).slice(after).filter((m) => m.to.includes(email));
        for (const message of messages.reverse()) {
          const text = decodeQuotedPrintable(message.raw);
          const link = pattern.exec(text);
          if (link) return { link: link[0], text };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no ${path} email for ${email}`);
    },

    /**
     * The first message to an address (among those after the first `after`) whose raw text
     * passes `matches`: the raw MIME text. Waits up to 35 s for it: notices go out through the
     * jobs table, whose worker looks as a booking commits, and every 15 s otherwise.
     */
    async mailTo(email: string, matches: (raw: string) => boolean, after = 0): Promise<string> {
      for (let i = 0; i < 175; i++) {
        const found = (smtp?.messages ?? [])
          .slice(after)
          .find((m) => m.to.includes(email) && matches(m.raw));
        if (found) return found.raw;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const subjects = (smtp?.messages ?? [])
        .slice(after)
        .filter((m) => m.to.includes(email))
        .map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "(sin asunto)");
      throw new Error(`no matching email for ${email}; after ${after}: ${subjects.join(" | ")}`);
    },
    /** Whether any message after the first `after` went to the address. */
    mailedTo: (email: string, after = 0) =>
      (smtp?.messages ?? []).slice(after).some((m) => m.to.includes(email)),
  };
}
