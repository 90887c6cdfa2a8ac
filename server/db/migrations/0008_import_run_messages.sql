CREATE TABLE "import_run_messages" (
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"row" text,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "import_run_messages_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
ALTER TABLE "import_run_messages" ADD CONSTRAINT "import_run_messages_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;