import { Router, type Request } from "express";
import {
  blockIdSchema,
  exceptionIdSchema,
  officeIdSchema,
  visitTypeIdSchema,
} from "../../common/booking/ids.ts";
import {
  agendaBlockSchema,
  agendaExceptionSchema,
  agendaSettingsSchema,
  doctorCalendarQuerySchema,
  officeSchema,
  visitTypeSchema,
  weeklyHoursSchema,
} from "../../common/booking/schemas.ts";
import type { Services } from "../services.ts";
import { perUserLimit } from "./rate-limits.ts";
import { viewerOf } from "./session.ts";

/**
 * The doctor's agenda (docs/booking.md): /api/providers/me/agenda/*, the day and week views
 * and the private calendar feed. Mounted before the providers routers, whose /providers/:id
 * would read "me" as an id. Attendance and the doctor's cancel live with the appointments.
 */
export function agendaRouter(services: Services): Router {
  const router = Router();
  const agenda = services.agenda;
  const user = (req: Request) => viewerOf(services, req);
  const saveLimit = perUserLimit(services, "agenda");

  router.get("/providers/me/agenda", async (req, res) => {
    res.json(await agenda.getAgenda(await user(req)));
  });
  router.put("/providers/me/agenda/settings", saveLimit, async (req, res) => {
    const input = agendaSettingsSchema.parse(req.body ?? {});
    res.json(await agenda.updateSettings(await user(req), input));
  });
  router.post("/providers/me/agenda/publish", saveLimit, async (req, res) => {
    res.json(await agenda.publish(await user(req)));
  });
  router.post("/providers/me/agenda/unpublish", saveLimit, async (req, res) => {
    res.json(await agenda.unpublish(await user(req)));
  });

  router.post("/providers/me/agenda/offices", saveLimit, async (req, res) => {
    const input = officeSchema.parse(req.body ?? {});
    res.status(201).json(await agenda.addOffice(await user(req), input));
  });
  router.post("/providers/me/agenda/offices/import", saveLimit, async (req, res) => {
    res.json(await agenda.importListingOffices(await user(req)));
  });
  router.put("/providers/me/agenda/offices/:officeId", saveLimit, async (req, res) => {
    const officeId = officeIdSchema.parse(req.params.officeId);
    const input = officeSchema.parse(req.body ?? {});
    res.json(await agenda.updateOffice(await user(req), officeId, input));
  });
  router.put("/providers/me/agenda/offices/:officeId/hours", saveLimit, async (req, res) => {
    const officeId = officeIdSchema.parse(req.params.officeId);
    const input = weeklyHoursSchema.parse(req.body ?? {});
    res.json(await agenda.replaceHours(await user(req), officeId, input));
  });

  router.post("/providers/me/agenda/visit-types", saveLimit, async (req, res) => {
    const input = visitTypeSchema.parse(req.body ?? {});
    res.status(201).json(await agenda.addVisitType(await user(req), input));
  });
  router.put("/providers/me/agenda/visit-types/:id", saveLimit, async (req, res) => {
    const id = visitTypeIdSchema.parse(req.params.id);
    const input = visitTypeSchema.parse(req.body ?? {});
    res.json(await agenda.updateVisitType(await user(req), id, input));
  });

  router.post("/providers/me/agenda/exceptions", saveLimit, async (req, res) => {
    const input = agendaExceptionSchema.parse(req.body ?? {});
    res.status(201).json(await agenda.addException(await user(req), input));
  });
  router.delete("/providers/me/agenda/exceptions/:id", saveLimit, async (req, res) => {
    const id = exceptionIdSchema.parse(req.params.id);
    res.json(await agenda.removeException(await user(req), id));
  });

  router.get("/providers/me/appointments", async (req, res) => {
    const query = doctorCalendarQuerySchema.parse(req.query);
    res.json(await agenda.calendar(await user(req), query));
  });
  router.post("/providers/me/agenda/blocks", saveLimit, async (req, res) => {
    const input = agendaBlockSchema.parse(req.body ?? {});
    res.status(201).json(await agenda.addBlock(await user(req), input));
  });
  router.delete("/providers/me/agenda/blocks/:id", saveLimit, async (req, res) => {
    const id = blockIdSchema.parse(req.params.id);
    res.json(await agenda.removeBlock(await user(req), id));
  });

  router.post("/providers/me/agenda/feed", saveLimit, async (req, res) => {
    res.status(201).json(await agenda.createFeed(await user(req)));
  });
  router.delete("/providers/me/agenda/feed", saveLimit, async (req, res) => {
    res.json(await agenda.revokeFeed(await user(req)));
  });

  // Whoever holds the token: calendar services fetch it without a session. Nobody may keep a
  // copy on the way (the answer carries patients' names), nor index it.
  router.get("/calendar/:token.ics", async (req, res) => {
    const text = await agenda.feedByToken(req.params.token);
    res
      .status(200)
      .set({
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="agenda.ics"',
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      })
      .send(text);
  });

  return router;
}
