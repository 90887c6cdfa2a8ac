import type { MailTransport } from "../integrations/mail.ts";
import type { Logger } from "../logger.ts";
import type { MailRepository } from "./repository.ts";
import { renderMail, type MailTemplate } from "./templates.ts";

/**
 * Every message is written to the outbox first, then sent when SMTP is configured. Without
 * SMTP the message stays in the outbox and its links are printed in the log, so a fresh
 * machine can still verify accounts.
 */
export function createMailService(deps: {
  repository: MailRepository;
  transport: MailTransport;
  logger: Logger;
}) {
  const { repository, transport, logger } = deps;
  return {
    async send(to: string, template: MailTemplate): Promise<void> {
      const rendered = renderMail(template);
      const id = await repository.store({ to, template: template.kind, ...rendered });
      if (transport.kind === "outbox") {
        await repository.markStored(id);
        logger.info(
          { to, template: template.kind, links: rendered.links },
          `Correo guardado en la bandeja de salida (sin SMTP): ${rendered.links.join(" ")}`,
        );
        return;
      }
      try {
        await transport.send({ to, ...rendered });
        await repository.markSent(id);
      } catch (error) {
        await repository.markFailed(id, error instanceof Error ? error.message : String(error));
        logger.error({ err: error, to, template: template.kind }, "no se pudo enviar el correo");
        throw error;
      }
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
