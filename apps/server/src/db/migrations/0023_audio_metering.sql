ALTER TABLE "workspace" ADD COLUMN "transcription_seconds_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "source" text DEFAULT 'TTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "audio_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript" ADD COLUMN "charged_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "transcript_workspace_processing_idx" ON "transcript" USING btree ("workspace_id") WHERE "transcript"."status" = 'processing';