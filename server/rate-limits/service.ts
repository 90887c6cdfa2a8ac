import { AppError } from "../../common/errors.ts";
import type { RateLimitRepository, WindowCount } from "./repository.ts";

export interface LimitRule {
  /** Part of every key of this rule, so rules never share counters. */
  name: string;
  windowMs: number;
  max: number;
  message: string;
}

const MINUTE = 60_000;

/**
 * Every limit of the product that protects something a client does not choose: an account, a
 * signed-in user, a mail recipient, a listing. Keys are what is protected (a normalised email,
 * a user id), never a cookie header or anything else the client can vary at will. Limits per
 * client address (IP budgets) are the Express middlewares in server/http/rate-limits.ts, on the
 * same table.
 */
export const LIMIT_RULES = {
  /** Wrong passwords for one account, from anywhere: patients and doctors. */
  loginAccount: {
    name: "login-cuenta",
    windowMs: 15 * MINUTE,
    max: 10,
    message: "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.",
  },
  /** Attempts from one address over many accounts (credential stuffing). */
  loginAddress: {
    name: "login-direccion",
    windowMs: 15 * MINUTE,
    max: 30,
    message: "Demasiados intentos de inicio de sesión desde esta conexión. Inténtalo más tarde.",
  },
  /** Administrator sign-in: an address that fails this often is blocked. */
  adminLoginAddress: {
    name: "admin-login-direccion",
    windowMs: 15 * MINUTE,
    max: 10,
    message: "Demasiados intentos desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  /** Per administrator account: never a block (an outsider could lock the admin out), only a slower answer. */
  adminLoginAccount: {
    name: "admin-login-cuenta",
    windowMs: 15 * MINUTE,
    max: Number.MAX_SAFE_INTEGER,
    message: "",
  },
  /** New accounts from one address, through the API or the login page's register tab. */
  registerAddress: {
    name: "registro-direccion",
    windowMs: 60 * MINUTE,
    max: 10,
    message: "Demasiados registros desde esta conexión. Inténtalo más tarde.",
  },
  review: {
    name: "resena",
    windowMs: 60 * MINUTE,
    max: 10,
    message: "Has escrito demasiadas reseñas en poco tiempo. Inténtalo más tarde.",
  },
  reviewReport: {
    name: "reporte-resena",
    windowMs: 60 * MINUTE,
    max: 30,
    message: "Demasiados reportes en poco tiempo. Inténtalo más tarde.",
  },
  message: {
    name: "mensaje",
    windowMs: 10 * MINUTE,
    max: 20,
    message: "Enviaste demasiados mensajes en poco tiempo. Espera unos minutos.",
  },
  conversation: {
    name: "conversacion",
    windowMs: 60 * MINUTE,
    max: 20,
    message: "Abriste demasiadas conversaciones en poco tiempo. Inténtalo más tarde.",
  },
  /** One email per conversation and recipient in this window, however many messages arrive. */
  messageNotice: {
    name: "aviso-mensaje",
    windowMs: 15 * MINUTE,
    max: 1,
    message: "",
  },
  profileSave: {
    name: "perfil",
    windowMs: 10 * MINUTE,
    max: 60,
    message: "Demasiados cambios en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
  },
  photo: {
    name: "foto",
    windowMs: 10 * MINUTE,
    max: 20,
    message: "Has subido demasiadas imágenes en poco tiempo. Espera unos minutos.",
  },
  post: {
    name: "articulo",
    windowMs: 60 * MINUTE,
    max: 30,
    message: "Demasiadas acciones sobre artículos en poco tiempo. Inténtalo más tarde.",
  },
  favourite: {
    name: "favorito",
    windowMs: 10 * MINUTE,
    max: 120,
    message: "Demasiados cambios de favoritos en poco tiempo. Espera unos minutos.",
  },
  /** The doctor's agenda: setting up a week of several offices takes a few dozen saves. */
  agenda: {
    name: "agenda",
    windowMs: 10 * MINUTE,
    max: 120,
    message: "Demasiados cambios en tu agenda en poco tiempo. Espera unos minutos.",
  },
  /**
   * Booking, cancelling, moving and marking visits, per account: each change mails the doctor
   * and the patient, so churning bookings is capped well before it floods anyone.
   */
  booking: {
    name: "cita",
    windowMs: 10 * MINUTE,
    max: 30,
    message:
      "Demasiados cambios de citas en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
  },
  /** Every email the site sends to one address, whatever the path that asked for it. */
  mailRecipient: {
    name: "correo-destinatario",
    windowMs: 60 * MINUTE,
    max: 5,
    message: "Ya enviamos varios correos a esta dirección. Espera una hora e inténtalo de nuevo.",
  },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof LIMIT_RULES;

/**
 * Bytes of documents (claim evidence, a registration's cédula and ID) one client address may
 * store in a day: the disk against a sender who opens many requests. The maximum is the
 * configuration's EVIDENCE_MB_PER_ADDRESS_PER_DAY.
 */
export function evidenceUploadRule(maxMegabytes: number): LimitRule {
  return {
    name: "evidencia-direccion",
    windowMs: 24 * 60 * MINUTE,
    max: Math.floor(maxMegabytes * 1024 * 1024),
    message:
      "Se enviaron demasiados documentos desde esta conexión hoy. Inténtalo mañana o escríbenos.",
  };
}

export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("too_many_requests", message, { retryAfter: retryAfterSeconds });
  }
}

/** An email as the account stores it: the counter of " Ana@X.mx" is the counter of "ana@x.mx". */
export const accountKey = (email: string) => email.trim().toLowerCase();

export function createRateLimiter(deps: {
  repository: RateLimitRepository;
  random?: () => number;
}) {
  const { repository } = deps;
  const random = deps.random ?? Math.random;
  const keyOf = (rule: LimitRule, key: string) => `${rule.name}:${key}`;

  async function count(rule: LimitRule, key: string): Promise<WindowCount> {
    // Now and then, drop long-finished windows; no timer to keep per process.
    if (random() < 0.002) void repository.purgeExpired().catch(() => {});
    return repository.hit(keyOf(rule, key), rule.windowMs);
  }

  function refusal(rule: LimitRule, window: WindowCount): RateLimited {
    const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
    return new RateLimited(rule.message, seconds);
  }

  return {
    /** Counts one use; throws a Spanish 429 once the window holds more than the rule allows. */
    async consume(name: LimitName, key: string): Promise<WindowCount> {
      const rule = LIMIT_RULES[name];
      const window = await count(rule, key);
      if (window.hits > rule.max) throw refusal(rule, window);
      return window;
    },

    /**
     * Adds `amount` (the bytes of an upload) to a rule's window in one statement and throws a
     * Spanish 429 when the window then holds more than `rule.max`: simultaneous requests each
     * see their own total, so no burst passes the same count. A refused amount stays counted
     * (the window is spent either way). The rule is given, not named: its maximum may come from
     * the configuration.
     */
    async consumeAmount(rule: LimitRule, key: string, amount: number): Promise<WindowCount> {
      const [window] = await repository.hitMany(
        [{ key: keyOf(rule, key), hits: amount }],
        rule.windowMs,
      );
      if (window!.hits > rule.max) throw refusal(rule, window!);
      return window!;
    },

    /**
     * Refuses without counting when the window is already full. A peek: never the only guard of
     * a limit whose count is written later (simultaneous requests would all pass it); take the
     * place with consume() first, and giveBack() what should not have counted.
     */
    async check(name: LimitName, key: string): Promise<void> {
      const rule = LIMIT_RULES[name];
      const window = await repository.peek(keyOf(rule, key));
      if (window && window.hits >= rule.max) throw refusal(rule, window);
    },

    /** Counts a failure (a wrong password) and answers how many there are in the window. */
    async fail(name: LimitName, key: string): Promise<number> {
      return (await count(LIMIT_RULES[name], key)).hits;
    },

    /** How many hits the current window holds (0 when none runs). */
    async hits(name: LimitName, key: string): Promise<number> {
      return (await repository.peek(keyOf(LIMIT_RULES[name], key)))?.hits ?? 0;
    },

    /** Gives back one hit a request took with consume() but should not have spent. */
    async giveBack(name: LimitName, key: string): Promise<void> {
      await repository.undo(keyOf(LIMIT_RULES[name], key));
    },

    async reset(name: LimitName, key: string): Promise<void> {
      await repository.reset(keyOf(LIMIT_RULES[name], key));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
