CREATE TABLE "available_today_checks" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_public_specialty_availability_idx";--> statement-breakpoint
DROP INDEX "providers_public_city_availability_idx";--> statement-breakpoint
DROP INDEX "providers_public_all_availability_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "online_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "agenda_available_today" boolean;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "effective_available_today" boolean GENERATED ALWAYS AS ((case when online_booking and license_verified then coalesce(agenda_available_today, false) else available_today end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "available_today_checks" ADD CONSTRAINT "available_today_checks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "available_today_checks_due_idx" ON "available_today_checks" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "providers_public_specialty_availability_idx" ON "providers" USING btree ("specialty_slug","effective_available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_city_availability_idx" ON "providers" USING btree ("city_slug","effective_available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_all_availability_idx" ON "providers" USING btree ("effective_available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
-- Online booking in search (docs/booking.md, "Search"). providers.online_booking mirrors
-- agendas.published, and every published agenda has a row in available_today_checks, kept by
-- the statement-level triggers below in the writer's own transaction (like 0012's tables).
-- A check "due at once" is '-infinity', so that it is due whatever the refresher's clock.
CREATE OR REPLACE FUNCTION agendas_apply_online_booking() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE providers p SET online_booking = false, agenda_available_today = NULL
    FROM old_agendas o
    WHERE p.id = o.provider_id AND (p.online_booking OR p.agenda_available_today IS NOT NULL);
    DELETE FROM available_today_checks c USING old_agendas o WHERE c.provider_id = o.provider_id;
    RETURN NULL;
  END IF;
  UPDATE providers p
  SET online_booking = n.published,
      agenda_available_today = CASE WHEN n.published THEN p.agenda_available_today END
  FROM new_agendas n
  WHERE p.id = n.provider_id AND p.online_booking IS DISTINCT FROM n.published;
  -- Any change of a published agenda's rules (notice, gap, horizon) is looked at again.
  INSERT INTO available_today_checks AS c (provider_id, due_at)
  SELECT provider_id, '-infinity' FROM new_agendas WHERE published
  ON CONFLICT (provider_id) DO UPDATE SET due_at = '-infinity';
  DELETE FROM available_today_checks c USING new_agendas n
  WHERE c.provider_id = n.provider_id AND NOT n.published;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agendas_online_booking_insert AFTER INSERT ON agendas
  REFERENCING NEW TABLE AS new_agendas
  FOR EACH STATEMENT EXECUTE FUNCTION agendas_apply_online_booking();
--> statement-breakpoint
CREATE TRIGGER agendas_online_booking_update AFTER UPDATE ON agendas
  REFERENCING NEW TABLE AS new_agendas
  FOR EACH STATEMENT EXECUTE FUNCTION agendas_apply_online_booking();
--> statement-breakpoint
CREATE TRIGGER agendas_online_booking_delete AFTER DELETE ON agendas
  REFERENCING OLD TABLE AS old_agendas
  FOR EACH STATEMENT EXECUTE FUNCTION agendas_apply_online_booking();
--> statement-breakpoint
-- Hours, offices, visit types, exceptions and blocks decide which times are free: a change
-- to any of them makes the listing's check due at once.
CREATE OR REPLACE FUNCTION agenda_contents_mark_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE available_today_checks c SET due_at = '-infinity'
    WHERE c.provider_id IN (SELECT provider_id FROM new_rows) AND c.due_at <> '-infinity';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE available_today_checks c SET due_at = '-infinity'
    WHERE c.provider_id IN (SELECT provider_id FROM old_rows) AND c.due_at <> '-infinity';
  ELSE
    UPDATE available_today_checks c SET due_at = '-infinity'
    WHERE c.provider_id IN (SELECT provider_id FROM new_rows UNION SELECT provider_id FROM old_rows)
      AND c.due_at <> '-infinity';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  contents text;
BEGIN
  FOREACH contents IN ARRAY ARRAY['weekly_hours', 'agenda_offices', 'visit_types', 'agenda_exceptions', 'agenda_blocks'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_available_today_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agenda_contents_mark_due()', contents);
    EXECUTE format('CREATE TRIGGER %1$s_available_today_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agenda_contents_mark_due()', contents);
    EXECUTE format('CREATE TRIGGER %1$s_available_today_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agenda_contents_mark_due()', contents);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A visit booked, cancelled, moved or removed takes or frees time. Row-level, so that a
-- reminder's confirmation or a note (other columns) does not count; one row per booking.
CREATE OR REPLACE FUNCTION appointments_mark_available_today_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE available_today_checks SET due_at = '-infinity'
  WHERE provider_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.provider_id ELSE NEW.provider_id END
    AND due_at <> '-infinity';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_available_today_insert_delete AFTER INSERT OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_mark_available_today_due();
--> statement-breakpoint
CREATE TRIGGER appointments_available_today_update AFTER UPDATE OF status, starts_at, ends_at ON appointments
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
  EXECUTE FUNCTION appointments_mark_available_today_due();
--> statement-breakpoint
-- Patients book only approved listings with a verified cédula: a change of either is looked
-- at again (until then a listing patients cannot book is not looked at).
CREATE OR REPLACE FUNCTION providers_mark_available_today_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE available_today_checks SET due_at = '-infinity'
  WHERE provider_id = NEW.id AND due_at <> '-infinity';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER providers_available_today_update AFTER UPDATE OF license_verified, approval_status ON providers
  FOR EACH ROW
  WHEN (OLD.license_verified IS DISTINCT FROM NEW.license_verified OR OLD.approval_status IS DISTINCT FROM NEW.approval_status)
  EXECUTE FUNCTION providers_mark_available_today_due();
--> statement-breakpoint
-- Agendas published before this migration.
UPDATE providers p SET online_booking = true FROM agendas a WHERE a.provider_id = p.id AND a.published;
--> statement-breakpoint
INSERT INTO available_today_checks (provider_id, due_at)
SELECT provider_id, '-infinity' FROM agendas WHERE published
ON CONFLICT (provider_id) DO NOTHING;
