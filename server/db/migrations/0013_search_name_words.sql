CREATE TABLE "provider_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "provider_names_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "provider_names" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_name_words_trgm_idx" ON "provider_name_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_names_words_idx" ON "provider_names" USING gin ("words");