DROP INDEX "api_key_user_created_idx";--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "max_seats" integer;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "training_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "mfa_required_for_users" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_member" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_member" ADD COLUMN "is_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "permissions" jsonb;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "character_limit" bigint;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "character_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "character_count_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "is_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "created_by_key_id" text;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "api_key_id" text;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "current_workspace_id" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_key_id_api_key_id_fk" FOREIGN KEY ("created_by_key_id") REFERENCES "public"."api_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_member_user_created_idx" ON "workspace_member" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_key_workspace_user_created_idx" ON "api_key" USING btree ("workspace_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_key_created_by_key_idx" ON "api_key" USING btree ("created_by_key_id");