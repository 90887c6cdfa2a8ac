import { decodeQuotedPrintable } from "../fakes/smtp.ts";

/** One property line of an iCalendar text: its name, parameters and value as written. */
export interface ICalLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/**
 * The content lines of an iCalendar text (RFC 5545 3.1): folded lines joined again, each split
 * into name, parameters and value, so a test reads what a calendar client would read.
 */
export function icalLines(text: string): ICalLine[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, "");
  return unfolded
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let colon = -1;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ":" && !quoted) {
          colon = i;
          break;
        }
      }
      const [name, ...params] = line.slice(0, colon).split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return {
        name: name!.toUpperCase(),
        params: Object.fromEntries(
          params.map((param) => {
            const [key, ...rest] = param.split("=");
            return [key!.toUpperCase(), rest.join("=").replace(/^"|"$/g, "")];
          }),
        ),
        value: line.slice(colon + 1),
      };
    });
}

/** The value of the first property `name` (e.g. "UID", "METHOD"), or undefined. */
export function icalValue(text: string, name: string): string | undefined {
  return icalLines(text).find((line) => line.name === name)?.value;
}

/**
 * The text/calendar part of a raw MIME message (the invitation nodemailer puts beside the
 * HTML), decoded, with the `method` its Content-Type names; null when the message has none.
 */
export function calendarPartOf(raw: string): { method: string | null; text: string } | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const headers = (head ?? "").replace(/\r?\n[ \t]+/g, " ");
    const type = /^Content-Type:\s*text\/calendar([^\r\n]*)/im.exec(headers);
    if (!type) continue;
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const content = body.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    const text =
      encoding === "base64"
        ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(content)
          : content;
    return { method: /method=("?)([A-Z]+)\1/i.exec(type[1] ?? "")?.[2] ?? null, text };
  }
  return null;
}
