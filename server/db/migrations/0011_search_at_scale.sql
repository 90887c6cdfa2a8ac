CREATE TABLE "provider_names" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_listing_counts" (
	"specialty_slug" text NOT NULL,
	"city_slug" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"available_today" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_listing_counts_specialty_slug_city_slug_pk" PRIMARY KEY("specialty_slug","city_slug")
);
--> statement-breakpoint
CREATE TABLE "review_totals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_names" ADD CONSTRAINT "provider_names_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_names_name_trgm_idx" ON "provider_names" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_public_specialty_experience_idx" ON "providers" USING btree ("specialty_slug","experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_city_experience_idx" ON "providers" USING btree ("city_slug","experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_all_experience_idx" ON "providers" USING btree ("experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_specialty_price_idx" ON "providers" USING btree ("specialty_slug","price","experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_city_price_idx" ON "providers" USING btree ("city_slug","price","experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_all_price_idx" ON "providers" USING btree ("price","experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_specialty_availability_idx" ON "providers" USING btree ("specialty_slug","available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_city_availability_idx" ON "providers" USING btree ("city_slug","available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_all_availability_idx" ON "providers" USING btree ("available_today" DESC NULLS FIRST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_specialty_recommended_idx" ON "providers" USING btree ("specialty_slug","recommended_score" DESC NULLS LAST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_city_recommended_idx" ON "providers" USING btree ("city_slug","recommended_score" DESC NULLS LAST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_public_all_recommended_idx" ON "providers" USING btree ("recommended_score" DESC NULLS LAST,"experience" DESC NULLS LAST,"id") WHERE "providers"."approval_status" = 'approved';