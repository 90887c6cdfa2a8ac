CREATE TABLE "agenda_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_blocks_order" CHECK ("agenda_blocks"."starts_at" < "agenda_blocks"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "agenda_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"office_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_exceptions_dates" CHECK ("agenda_exceptions"."start_date" <= "agenda_exceptions"."end_date")
);
--> statement-breakpoint
CREATE TABLE "agenda_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"modality" text NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendas" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"gap_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"cancellation_window_hours" integer DEFAULT 24 NOT NULL,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendas_feed_token_hash_unique" UNIQUE("feed_token_hash"),
	CONSTRAINT "agendas_gap_range" CHECK ("agendas"."gap_minutes" between 0 and 120),
	CONSTRAINT "agendas_notice_range" CHECK ("agendas"."min_notice_minutes" between 0 and 20160),
	CONSTRAINT "agendas_horizon_range" CHECK ("agendas"."horizon_days" between 1 and 365),
	CONSTRAINT "agendas_cancellation_range" CHECK ("agendas"."cancellation_window_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"due_for" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"job_id" integer
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"patient_id" text NOT NULL,
	"visit_type_id" integer,
	"office_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"visit_type_name" text NOT NULL,
	"price" integer NOT NULL,
	"modality" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_message" text,
	"idempotency_key" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"action_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_action_token_hash_unique" UNIQUE("action_token_hash"),
	CONSTRAINT "appointments_order" CHECK ("appointments"."starts_at" < "appointments"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "visit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"kind" text DEFAULT 'any' NOT NULL,
	"modality" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_types_duration_range" CHECK ("visit_types"."duration_minutes" between 5 and 480),
	CONSTRAINT "visit_types_price_range" CHECK ("visit_types"."price" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "weekly_hours_weekday_range" CHECK ("weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "weekly_hours_minutes_range" CHECK ("weekly_hours"."start_minute" >= 0 and "weekly_hours"."end_minute" <= 1440 and "weekly_hours"."start_minute" < "weekly_hours"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD CONSTRAINT "agenda_blocks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_exceptions" ADD CONSTRAINT "agenda_exceptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_exceptions" ADD CONSTRAINT "agenda_exceptions_office_id_agenda_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."agenda_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_offices" ADD CONSTRAINT "agenda_offices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_office_id_agenda_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."agenda_offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_office_id_agenda_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."agenda_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_blocks_provider_idx" ON "agenda_blocks" USING btree ("provider_id","ends_at");--> statement-breakpoint
CREATE INDEX "agenda_exceptions_provider_idx" ON "agenda_exceptions" USING btree ("provider_id","end_date");--> statement-breakpoint
CREATE INDEX "agenda_offices_provider_idx" ON "agenda_offices" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_unique" ON "appointment_reminders" USING btree ("appointment_id","kind","channel");--> statement-breakpoint
CREATE INDEX "appointment_reminders_due_idx" ON "appointment_reminders" USING btree ("due_at") WHERE "appointment_reminders"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "appointments_provider_starts_idx" ON "appointments" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_starts_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_idempotency_unique" ON "appointments" USING btree ("patient_id","idempotency_key") WHERE "appointments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "visit_types_provider_idx" ON "visit_types" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "weekly_hours_provider_idx" ON "weekly_hours" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_unique" UNIQUE("appointment_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- No two visits of one listing overlap by any amount, whatever their lengths: the database
-- refuses the second insert (or reschedule) itself. Cancelled visits free their time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
