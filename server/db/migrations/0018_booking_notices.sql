ALTER TABLE "email_outbox" ADD COLUMN "calendar_event" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_phone" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_message_id_unique" UNIQUE("message_id");