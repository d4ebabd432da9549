CREATE TABLE "character_usage_hourly" (
	"workspace_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"api_key_id" text DEFAULT '' NOT NULL,
	"voice_id" text DEFAULT '' NOT NULL,
	"model_id" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'TTS' NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "character_usage_hourly_pk" PRIMARY KEY("workspace_id","hour","user_id","api_key_id","voice_id","model_id","source")
);
--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "voice_id" text;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "model_id" text;--> statement-breakpoint
ALTER TABLE "character_usage_hourly" ADD CONSTRAINT "character_usage_hourly_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_usage_hourly_workspace_user_hour_idx" ON "character_usage_hourly" USING btree ("workspace_id","user_id","hour");