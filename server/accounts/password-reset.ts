import {
  ADMIN_PASSWORD_MIN,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_MINUTES,
  type PasswordResetInput,
  type PasswordResetRequest,
  type ResetAudience,
} from "../../common/accounts/password-reset.ts";
import { badRequest } from "../../common/errors.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { PasswordResetRepository, ResetRecipient } from "./password-reset-repository.ts";
import { hashToken, newToken } from "./tokens.ts";
import { formatLongDateTime } from "../../common/time/format.ts";

/**
 * Reset links one address receives at most in a window, whoever asks and from wherever: the
 * per-address limit (server/http/rate-limits.ts) cannot see a crowd of addresses. Counted and
 * recorded in one transaction under a lock on the person (password-reset-repository.ts), so it
 * holds across processes and for simultaneous requests.
 */
export const RESET_MAILS_PER_RECIPIENT = { max: 3, windowMinutes: 60 } as const;

/**
 * "¿Olvidaste tu contraseña?" for patients, doctors and administrators: a single-use link,
 * stored as a hash, valid for an hour; the new password ends every session of its owner and a
 * notice follows. Asking gives the same answer, at the same speed, whether or not the email
 * has an account: the lookup and the mail happen after the answer.
 */
export function createPasswordResetService(deps: {
  repository: PasswordResetRepository;
  mail: MailService;
  hashPassword: (password: string) => Promise<string>;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  now?: () => Date;
  /** Runs work the answer must not wait for; tests pass one that collects the promises. */
  inBackground?: (task: Promise<void>) => void;
}) {
  const { repository, mail, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const inBackground = deps.inBackground ?? (() => undefined);
  const requestPage = (audience: ResetAudience) =>
    `${deps.siteUrl}/recuperar-contrasena${audience === "admin" ? "?cuenta=admin" : ""}`;

  async function mailLink(input: PasswordResetRequest): Promise<void> {
    const recipient = await repository.findRecipient(input.audience, input.email);
    if (!recipient) return;
    const at = now();
    const { token, hash } = newToken();
    const allowed = await repository.replaceTokenWithinLimit(
      recipient,
      { tokenHash: hash, expiresAt: new Date(at.getTime() + PASSWORD_RESET_MINUTES * 60_000) },
      {
        max: RESET_MAILS_PER_RECIPIENT.max,
        since: new Date(at.getTime() - RESET_MAILS_PER_RECIPIENT.windowMinutes * 60_000),
        at,
      },
    );
    if (!allowed) {
      logger.warn(
        { audience: recipient.audience },
        "límite de enlaces de restablecimiento alcanzado",
      );
      return;
    }
    await mail.send(recipient.email, {
      kind: "password-reset",
      brandName: deps.brandName,
      name: recipient.name,
      url: `${deps.siteUrl}/restablecer-contrasena?token=${encodeURIComponent(token)}`,
      minutes: PASSWORD_RESET_MINUTES,
    });
  }

  async function mailNotice(recipient: ResetRecipient): Promise<void> {
    await mail.send(recipient.email, {
      kind: "password-changed",
      brandName: deps.brandName,
      name: recipient.name,
      when: formatLongDateTime(now()),
      url: requestPage(recipient.audience),
    });
  }

  /** Never throws: a failure is logged, and the person's answer was already given. */
  function later(task: () => Promise<void>, failure: string) {
    inBackground(
      task().catch((error: unknown) => {
        logger.error({ err: error }, failure);
      }),
    );
  }

  return {
    request(input: PasswordResetRequest): { message: string } {
      later(() => mailLink(input), "no se pudo enviar el enlace para restablecer la contraseña");
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },

    /** Whose password a link would reset, while it can still be used (it is not spent). */
    async liveAudience(token: string): Promise<ResetAudience | null> {
      const subject = await repository.liveSubject(hashToken(token), now());
      return subject?.audience ?? null;
    },

    async reset(
      input: PasswordResetInput,
    ): Promise<{ success: true; message: string; audience: ResetAudience }> {
      const tokenHash = hashToken(input.token);
      // A dead link costs no argon2 hash; the consume below is still the single-use arbiter.
      const subject = await repository.liveSubject(tokenHash, now());
      if (!subject) throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid);
      if (subject.audience === "admin" && input.password.length < ADMIN_PASSWORD_MIN)
        throw badRequest(PASSWORD_RESET_MESSAGES.adminPasswordMin);
      const passwordHash = await deps.hashPassword(input.password);
      const recipient = await repository.consume(tokenHash, passwordHash, now());
      if (!recipient) throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid);
      logger.info({ audience: recipient.audience }, "contraseña restablecida desde el enlace");
      later(() => mailNotice(recipient), "no se pudo enviar el aviso de contraseña cambiada");
      return { success: true, message: PASSWORD_RESET_MESSAGES.done, audience: recipient.audience };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
