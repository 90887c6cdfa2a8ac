CREATE TABLE "claim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_claim_id_claim_requests_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claim_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_codes_provider_idx" ON "claim_codes" USING btree ("provider_id","sent_at");--> statement-breakpoint
CREATE INDEX "claim_codes_claim_idx" ON "claim_codes" USING btree ("claim_id","sent_at");--> statement-breakpoint
-- Codes sent before this table existed: one row per code, at the request's last change (the
-- moment its last code went out), so today's daily limit sees them.
INSERT INTO "claim_codes" ("claim_id", "provider_id", "channel", "sent_at")
SELECT c."id", c."provider_id", CASE WHEN c."channel" = 'email' THEN 'email' ELSE 'sms' END, c."updated_at"
FROM "claim_requests" c, generate_series(1, c."codes_sent")
WHERE c."codes_sent" > 0;
