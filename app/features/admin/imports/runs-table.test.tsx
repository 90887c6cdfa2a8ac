import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImportRunSummary } from "../../../../common/imports/types.ts";
import { RunMessages } from "./run-messages.tsx";
import { RunsTable } from "./runs-table.tsx";

const run: ImportRunSummary = {
  id: 7,
  kind: "csv",
  dataSource: "csv_import",
  dataSourceName: null,
  fileName: "medicos.csv",
  notes: null,
  status: "completed",
  imported: 12,
  skipped: 1,
  errorCount: 0,
  messageCount: 1,
  adminUsername: "ana",
  // 18:05 UTC is 12:05 in Mexico City (UTC-6 all year since 2022), whatever the machine's zone.
  startedAt: "2026-07-01T18:05:00.000Z",
  finishedAt: "2026-07-01T18:06:00.000Z",
};

describe("import history times", () => {
  it("shows a run's start in Mexico City time, as the rest of the panel does", () => {
    const table = renderToStaticMarkup(<RunsTable runs={[run]} />);
    expect(table).toContain("12:05");
    expect(table).not.toContain("18:05");
    const messages = renderToStaticMarkup(<RunMessages run={run} />);
    expect(messages).toContain("12:05");
    expect(messages).not.toContain("18:05");
  });
});
