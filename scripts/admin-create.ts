// Creates an administrator, or gives an existing one a new password (--reset).
// Usage: npm run admin:create -- --username NAME [--email EMAIL] [--reset] [--generate]
// --email lets the administrator reset a forgotten password from /admin/login by email.
// The password is asked for twice without echo; leaving it empty (or --generate, or no
// terminal) generates one, printed once. Piped input gives the password on its first line.
import path from "node:path";
import { parseArgs } from "node:util";
import {
  createAdminAccountsService,
  generateAdminPassword,
} from "../server/admin/accounts-service.ts";
import { createRateLimitRepository } from "../server/rate-limits/repository.ts";
import { createRateLimiter } from "../server/rate-limits/service.ts";
import { createAdminAccountsRepository } from "../server/admin/accounts-repository.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { AppError } from "../common/errors.ts";

const USAGE =
  "Uso: npm run admin:create -- --username NOMBRE [--email CORREO] [--reset] [--generate]";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads one line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

async function readPipedLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function choosePassword(
  generate: boolean,
): Promise<{ password: string; generated: boolean }> {
  if (generate) return { password: generateAdminPassword(), generated: true };
  if (!process.stdin.isTTY) {
    const piped = await readPipedLine();
    return piped
      ? { password: piped, generated: false }
      : { password: generateAdminPassword(), generated: true };
  }
  const first = await askHidden("Contraseña (vacía para generar una): ");
  if (first === "") return { password: generateAdminPassword(), generated: true };
  const second = await askHidden("Repite la contraseña: ");
  if (first !== second) fail("Las contraseñas no coinciden.");
  return { password: first, generated: false };
}

/** PGlite has no cross-process lock: writing while the server holds the folder corrupts it. */
async function refuseWhileServerRuns(port: number): Promise<void> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(1_000),
    });
    if (response.ok) {
      fail(
        `El servidor está en marcha en el puerto ${port} con la base de datos integrada (PGlite).\n` +
          "Detenlo antes de crear un administrador desde la línea de comandos.",
      );
    }
  } catch {
    // nothing listening: safe to open the folder
  }
}

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    email: { type: "string" },
    reset: { type: "boolean", default: false },
    generate: { type: "boolean", default: false },
  },
});
if (!values.username) fail(USAGE);

const config = loadConfig();
if (config.database.kind === "pglite") await refuseWhileServerRuns(config.port);
const { password, generated } = await choosePassword(values.generate);

const database = await openDatabase(
  config.database.kind === "postgres"
    ? config.database
    : { kind: "pglite", dataDir: path.resolve(config.database.dataDir) },
);
try {
  await database.migrate();
  const accounts = createAdminAccountsService({
    repository: createAdminAccountsRepository(database.db),
    limits: createRateLimiter({ repository: createRateLimitRepository(database.db) }),
    secureCookies: false,
  });
  const result = await accounts.createAdmin(values.username, password, {
    resetIfExists: values.reset,
    ...(values.email === undefined ? {} : { email: values.email }),
  });
  process.stdout.write(
    result.created
      ? `Administrador «${values.username}» creado.\n`
      : `Contraseña de «${values.username}» cambiada; sus sesiones abiertas se cerraron.\n`,
  );
  if (generated) {
    process.stdout.write(`Contraseña generada (no se volverá a mostrar): ${password}\n`);
  }
} catch (error) {
  if (error instanceof AppError) {
    fail(
      error.code === "conflict"
        ? `${error.message} Usa --reset para cambiarle la contraseña.`
        : error.message,
    );
  }
  throw error;
} finally {
  await database.close();
}
