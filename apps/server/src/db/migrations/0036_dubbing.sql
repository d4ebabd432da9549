CREATE TABLE "dub" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"requested_source_language" text NOT NULL,
	"source_language" text,
	"target_languages" text[] NOT NULL,
	"watermark" boolean NOT NULL,
	"creation_source" text NOT NULL,
	"options" jsonb NOT NULL,
	"media" jsonb NOT NULL,
	"input_key" text NOT NULL,
	"source_seconds" real NOT NULL,
	"expected_duration_seconds" real NOT NULL,
	"characters_charged" integer NOT NULL,
	"step" text DEFAULT 'none' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"progress_message" text,
	"resource" jsonb DEFAULT '{"speakers":[],"segments":[],"rendered":[]}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dub" ADD CONSTRAINT "dub_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dub" ADD CONSTRAINT "dub_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dub_workspace_created_idx" ON "dub" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dub_workspace_user_created_idx" ON "dub" USING btree ("workspace_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dub_workspace_name_idx" ON "dub" USING btree ("workspace_id","name","id");