import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * zod's own (English) wording starts with one of these words: "Invalid input: expected
 * string, received number", "Unrecognized key: \"x\"", "Too big: expected string to have
 * <=200 characters"… Every message this product writes is Spanish and starts otherwise, so
 * a message that starts like this is zod's default, not ours.
 */
const ZOD_DEFAULT_WORDING = /^(Invalid|Unrecognized|Too (big|small)|Expected|Required)\b/;

const TYPE_NAMES: Record<string, string> = {
  string: "un texto",
  number: "un número",
  int: "un número entero",
  bigint: "un número entero",
  boolean: "verdadero o falso",
  object: "un objeto",
  array: "una lista",
  date: "una fecha",
  record: "un objeto",
};

const FORMAT_NAMES: Record<string, string> = {
  email: "un correo electrónico válido",
  url: "una URL válida",
  uuid: "un identificador válido",
  datetime: "una fecha y hora válidas",
  date: "una fecha válida",
};

function fieldOf(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null;
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i > 0 ? "." : ""}${String(key)}`))
    .join("");
}

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(", ");

function tooBig(issue: Extract<Issue, { code: "too_big" }>, subject: string): string {
  const limit = String(issue.maximum);
  switch (issue.origin) {
    case "string":
      return `${subject} admite como máximo ${limit} caracteres`;
    case "array":
    case "set":
      return `${subject} admite como máximo ${limit} elementos`;
    case "number":
    case "int":
    case "bigint":
      return issue.inclusive === false
        ? `${subject} debe ser menor que ${limit}`
        : `${subject} debe ser como máximo ${limit}`;
    default:
      return `${subject} es demasiado grande`;
  }
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>, subject: string): string {
  const limit = String(issue.minimum);
  switch (issue.origin) {
    case "string":
      return Number(issue.minimum) <= 1
        ? `${subject} no puede estar vacío`
        : `${subject} necesita al menos ${limit} caracteres`;
    case "array":
    case "set":
      return `${subject} necesita al menos ${limit} elementos`;
    case "number":
    case "int":
    case "bigint":
      return issue.inclusive === false
        ? `${subject} debe ser mayor que ${limit}`
        : `${subject} debe ser al menos ${limit}`;
    default:
      return `${subject} es demasiado pequeño`;
  }
}

/** What is wrong, in Spanish, from the issue's own data (never from zod's English text). */
function describe(issue: Issue): string {
  const field = fieldOf(issue.path);
  const subject = field ? `el campo «${field}»` : "el cuerpo de la solicitud";
  switch (issue.code) {
    case "unrecognized_keys": {
      const names = issue.keys.map((key) => fieldOf([...issue.path, key]) ?? key);
      return names.length === 1
        ? `el campo ${quoted(names)} no se reconoce`
        : `los campos ${quoted(names)} no se reconocen`;
    }
    case "invalid_type":
      // zod leaves the input out of the issue; only its message says it was missing.
      if (field && /received undefined$/.test(issue.message)) return `falta el campo «${field}»`;
      return `${subject} debe ser ${TYPE_NAMES[issue.expected] ?? "de otro tipo"}`;
    case "too_big":
      return tooBig(issue, subject);
    case "too_small":
      return tooSmall(issue, subject);
    case "invalid_value":
      return `${subject} tiene un valor no permitido`;
    case "invalid_format":
      return FORMAT_NAMES[issue.format]
        ? `${subject} debe ser ${FORMAT_NAMES[issue.format]}`
        : `${subject} no tiene un formato válido`;
    case "not_multiple_of":
      return `${subject} debe ser múltiplo de ${String(issue.divisor)}`;
    default:
      return `${subject} no es válido`;
  }
}

/**
 * The message of a validation issue for the person who sent the request: the schema's own
 * Spanish message when it has one, otherwise a Spanish sentence built from the issue
 * ("La solicitud no es válida: el campo «x» no se reconoce.").
 */
export function issueMessage(issue: Issue | undefined): string {
  if (!issue) return "La solicitud no es válida.";
  if (!ZOD_DEFAULT_WORDING.test(issue.message)) return issue.message;
  return `La solicitud no es válida: ${describe(issue)}.`;
}

/** Whether a text is zod's English default wording (see ZOD_DEFAULT_WORDING). */
export function isZodDefaultWording(message: string): boolean {
  return ZOD_DEFAULT_WORDING.test(message);
}

export function zodErrorMessage(error: z.ZodError): string {
  return issueMessage(error.issues[0]);
}
