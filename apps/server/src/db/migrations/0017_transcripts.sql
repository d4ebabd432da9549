CREATE TABLE "transcript" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"model_id" text NOT NULL,
	"engine_id" text NOT NULL,
	"language_code" text NOT NULL,
	"language_probability" real NOT NULL,
	"timestamps_granularity" text DEFAULT 'word' NOT NULL,
	"file_name" text NOT NULL,
	"container" text NOT NULL,
	"audio_key" text NOT NULL,
	"audio_duration_secs" real NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"notify_webhooks" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transcript" ADD CONSTRAINT "transcript_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript" ADD CONSTRAINT "transcript_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_workspace_user_created_idx" ON "transcript" USING btree ("workspace_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);