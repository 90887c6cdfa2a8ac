import {
  AIRTABLE_MESSAGES,
  IMPORT_MESSAGES,
  ROW_REASONS,
} from "../../../common/imports/messages.ts";
import type { ImportRunMessage } from "../../../common/imports/types.ts";
import { AIRTABLE_MAX_ROW_ERRORS } from "../../../common/imports/constants.ts";
import type { DuplicateVerdict } from "./duplicates.ts";
import type { RequiredField } from "./normalize.ts";

const SPANISH_FIELDS: Record<RequiredField, string> = {
  name: "el nombre",
  specialty: "la especialidad",
  city: "la ciudad",
  state: "el estado",
};

/** Row messages listed in an answer (a 50,000-row file could have 50,000); all are stored. */
const LISTED_ERRORS = 100;

/**
 * How a run's messages are worded: by row number for CSV and Sheets, by record id for
 * Airtable, whose answer lists at most 5 (admin-side 8). Every text is Spanish.
 */
export const PROFILES = {
  rows: {
    line: (row: string, reason: string) => IMPORT_MESSAGES.rowLine(Number(row), reason),
    duplicateInFile: (firstLabel: number | string) =>
      ROW_REASONS.duplicateInFile(Number(firstLabel)),
    duplicateInDirectory: ROW_REASONS.duplicateInDirectory,
    errorLimit: LISTED_ERRORS,
    more: (count: number) => AIRTABLE_MESSAGES.moreErrors(count),
    extraNote: IMPORT_MESSAGES.recordLimit,
    message: IMPORT_MESSAGES.success,
    saveFailed: IMPORT_MESSAGES.saveFailed,
  },
  airtable: {
    line: AIRTABLE_MESSAGES.recordLine,
    duplicateInFile: () => ROW_REASONS.duplicateInTable,
    duplicateInDirectory: () => ROW_REASONS.inDirectory,
    errorLimit: AIRTABLE_MAX_ROW_ERRORS,
    more: AIRTABLE_MESSAGES.moreErrors,
    extraNote: AIRTABLE_MESSAGES.recordLimit,
    message: AIRTABLE_MESSAGES.imported,
    saveFailed: AIRTABLE_MESSAGES.saveFailed,
  },
} as const;
export type MessageProfile = keyof typeof PROFILES;

/** A record without one of the fields its source requires. */
export function missingField(label: number | string, field: RequiredField): ImportRunMessage {
  return {
    row: String(label),
    kind: "skipped",
    reason: ROW_REASONS.missing(SPANISH_FIELDS[field]),
  };
}

/** A record the duplicate rules turned away. */
export function duplicate(
  profile: MessageProfile,
  label: number | string,
  verdict: Exclude<DuplicateVerdict, { kind: "new" }>,
): ImportRunMessage {
  const texts = PROFILES[profile];
  const reason =
    verdict.kind === "in-file"
      ? texts.duplicateInFile(verdict.firstLabel)
      : texts.duplicateInDirectory(verdict.reason);
  return { row: String(label), kind: "skipped", reason };
}

/** The answer's `errors`: the first messages as lines, then how many more there are. */
export function answerLines(
  profile: MessageProfile,
  messages: readonly ImportRunMessage[],
): string[] {
  const { line, errorLimit, more } = PROFILES[profile];
  const lines = messages
    .slice(0, errorLimit)
    .map((message) => (message.row === null ? message.reason : line(message.row, message.reason)));
  if (messages.length > errorLimit) lines.push(more(messages.length - errorLimit));
  return lines;
}
