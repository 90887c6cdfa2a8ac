import { Router, type Request } from "express";
import { appointmentIdSchema } from "../../common/booking/schemas.ts";
import type { Services } from "../services.ts";
import { perUserLimit } from "./rate-limits.ts";
import { viewerOf } from "./session.ts";

/** The Idempotency-Key header, or the form's hidden `idempotencyKey` field. */
function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get("Idempotency-Key");
  if (header !== undefined) return header;
  const field = (req.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof field === "string" ? field : undefined;
}

/** Booking (docs/booking.md): a patient's appointments, and the doctor's mark of attendance. */
export function appointmentsRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);
  const bookingLimit = perUserLimit(services, "booking");
  const idOf = (req: Request) => appointmentIdSchema.parse(req.params.id);

  router.get("/appointments", async (req, res) => {
    res.json(await services.booking.listForPatient(await user(req)));
  });
  router.post("/appointments", bookingLimit, async (req, res) => {
    const { appointment, created } = await services.booking.book(
      await user(req),
      req.body ?? {},
      idempotencyKeyOf(req),
    );
    res.status(created ? 201 : 200).json({ appointment });
  });
  router.post("/appointments/:id/cancel", bookingLimit, async (req, res) => {
    res.json({
      appointment: await services.booking.cancel(await user(req), idOf(req), req.body ?? {}),
    });
  });
  router.post("/appointments/:id/reschedule", bookingLimit, async (req, res) => {
    res.json({
      appointment: await services.booking.reschedule(await user(req), idOf(req), req.body ?? {}),
    });
  });
  router.post("/providers/me/appointments/:id/attendance", bookingLimit, async (req, res) => {
    res.json({
      appointment: await services.booking.markAttendance(
        await user(req),
        idOf(req),
        req.body ?? {},
      ),
    });
  });
  return router;
}
