-- Trigram indexes for history search (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "api_key_user_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_voice_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_created_idx";--> statement-breakpoint
ALTER TABLE "history_item" ADD COLUMN "requested_model_id" text;--> statement-breakpoint
-- Items written before this column existed only know the model that served them.
UPDATE "history_item" SET "requested_model_id" = "model_id";--> statement-breakpoint
ALTER TABLE "history_item" ALTER COLUMN "requested_model_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "api_key_user_created_idx" ON "api_key" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_voice_created_idx" ON "history_item" USING btree ("workspace_id","voice_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_model_created_idx" ON "history_item" USING btree ("workspace_id","model_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_requested_model_created_idx" ON "history_item" USING btree ("workspace_id","requested_model_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_source_created_idx" ON "history_item" USING btree ("workspace_id","source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_text_trgm_idx" ON "history_item" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "history_item_voice_name_trgm_idx" ON "history_item" USING gin ("voice_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "history_item_workspace_created_idx" ON "history_item" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);