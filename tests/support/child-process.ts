import { spawn } from "node:child_process";

/**
 * A test-support script (tests/support/*-process.ts) as its own Node process: `ready` resolves
 * with the first match of `readyLine` in its output, or rejects if it exits first.
 */
export function startScriptProcess(
  script: string,
  env: Record<string, string>,
  readyLine: RegExp,
  name: string,
) {
  let output = "";
  // The test runner's own loader hooks (NODE_OPTIONS) must not leak into the child.
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
      const match = readyLine.exec(output)?.[1];
      if (match) resolve(match);
    });
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    child.once("exit", () =>
      reject(new Error(`el proceso ${name} terminó antes de estar listo:\n${output}`)),
    );
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { process: child, ready, exited, output: () => output };
}
