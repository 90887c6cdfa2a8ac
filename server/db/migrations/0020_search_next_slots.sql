ALTER TABLE "available_today_checks" ADD COLUMN "next_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "available_today_checks" ADD COLUMN "next_slot_time_zone" text;--> statement-breakpoint
-- Every published agenda is looked at again at once, to fill its next slot.
UPDATE available_today_checks SET due_at = '-infinity';
