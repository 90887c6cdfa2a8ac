CREATE TABLE "import_progress" (
	"progress_id" text PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"progress" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "import_progress_updated_idx" ON "import_progress" USING btree ("updated_at");