import type { MailService } from "../mail/service.ts";
import type { MailTemplate } from "../mail/templates.ts";
import { accountKey, type RateLimiter } from "./service.ts";

/**
 * Messages anyone can make the site send to an address they type (a sign-up, a new link, a
 * password reset, a claim code to a listing's mailbox): each address gets a few an hour,
 * whichever page, API route or form asked. Notices to people about their own accounts and
 * conversations are not counted here.
 */
const REQUESTED_KINDS = new Set<MailTemplate["kind"]>([
  "verify-email",
  "set-password",
  "password-reset",
  "claim-code",
  "account-exists",
]);

export function withRecipientLimit(
  mail: MailService,
  limits: Pick<RateLimiter, "consume">,
): MailService {
  return {
    ...mail,
    async send(to, template) {
      if (REQUESTED_KINDS.has(template.kind)) await limits.consume("mailRecipient", accountKey(to));
      return mail.send(to, template);
    },
  };
}
