// `npm run test:mutation [module…] [-- stryker options]`: mutation testing of the modules that
// hold the product's rules, one module at a time (each run is CPU heavy), on the unit tests
// only (vitest.mutation.config.ts). Not part of `npm test`. Scores: docs/testing.md.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./lib/build.ts";

/** What each module's mutants are made from: its service files, not its SQL. */
const MUTATION_MODULES: Record<string, string[]> = {
  reviews: ["server/reviews/service.ts"],
  claims: ["server/doctors/claim-service.ts", "server/doctors/claim-review-service.ts"],
  accounts: [
    "server/accounts/service.ts",
    "server/accounts/password-reset.ts",
    "server/accounts/sessions.ts",
    "server/accounts/session-cookie.ts",
  ],
  access: ["server/access/rules.ts"],
  "rate-limits": ["server/rate-limits/service.ts", "server/rate-limits/mail.ts"],
  "admin-paging": ["common/pagination.ts", "common/admin/providers.ts:264-322"],
  "mail-templates": ["server/mail/templates.ts"],
};

/** The score Stryker reports: killed and timed-out mutants over every valid mutant. */
function mutationScore(report: { files: Record<string, { mutants: { status: string }[] }> }) {
  const counts = { mutants: 0, killed: 0, survived: 0, noCoverage: 0, timeout: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === "CompileError" || status === "RuntimeError" || status === "Ignored") continue;
      counts.mutants += 1;
      if (status === "Killed") counts.killed += 1;
      else if (status === "Timeout") counts.timeout += 1;
      else if (status === "Survived") counts.survived += 1;
      else if (status === "NoCoverage") counts.noCoverage += 1;
    }
  }
  const detected = counts.killed + counts.timeout;
  return { ...counts, score: counts.mutants === 0 ? 0 : (100 * detected) / counts.mutants };
}

function main(argv: string[]) {
  const names = argv.filter((arg) => !arg.startsWith("-"));
  const extra = argv.filter((arg) => arg.startsWith("-"));
  const unknown = names.filter((name) => !(name in MUTATION_MODULES));
  if (unknown.length > 0) {
    console.error(
      `Módulo desconocido: ${unknown.join(", ")}. Módulos: ${Object.keys(MUTATION_MODULES).join(", ")}`,
    );
    process.exit(2);
  }
  const selected = names.length > 0 ? names : Object.keys(MUTATION_MODULES);
  const stryker = path.join(projectRoot, "node_modules/.bin", "stryker");
  const summary: string[] = [];
  for (const name of selected) {
    const reportDir = `reports/mutation/${name}`;
    console.log(`\n▶ Mutación: ${name}`);
    execFileSync(
      stryker,
      [
        "run",
        "--mutate",
        MUTATION_MODULES[name]!.join(","),
        "--incrementalFile",
        `${reportDir}/incremental.json`,
        ...extra,
      ],
      { cwd: projectRoot, stdio: "inherit" },
    );
    // Stryker writes its reports to one place; each module keeps a copy beside its increments.
    mkdirSync(path.join(projectRoot, reportDir), { recursive: true });
    for (const file of ["mutation.json", "mutation.html"]) {
      copyFileSync(
        path.join(projectRoot, "reports/mutation", file),
        path.join(projectRoot, reportDir, file),
      );
    }
    const report = JSON.parse(
      readFileSync(path.join(projectRoot, reportDir, "mutation.json"), "utf8"),
    );
    const s = mutationScore(report);
    summary.push(
      `| ${name} | ${s.mutants} | ${s.killed + s.timeout} | ${s.survived} | ${s.noCoverage} | ${s.score.toFixed(1)} % |`,
    );
  }
  console.log("\n| módulo | mutantes | detectados | sobreviven | sin cobertura | puntuación |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const line of summary) console.log(line);
}

main(process.argv.slice(2));
