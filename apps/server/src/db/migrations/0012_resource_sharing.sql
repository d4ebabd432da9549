CREATE TABLE "resource_share" (
	"workspace_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_created_at" timestamp (6) with time zone NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" text NOT NULL,
	"role" text NOT NULL,
	"shared_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_share_workspace_id_resource_type_resource_id_principal_type_principal_id_pk" PRIMARY KEY("workspace_id","resource_type","resource_id","principal_type","principal_id")
);
--> statement-breakpoint
DROP INDEX "history_item_workspace_created_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_voice_created_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_model_created_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_requested_model_created_idx";--> statement-breakpoint
DROP INDEX "history_item_workspace_source_created_idx";--> statement-breakpoint
ALTER TABLE "resource_share" ADD CONSTRAINT "resource_share_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_share" ADD CONSTRAINT "resource_share_shared_by_user_id_user_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_share_principal_created_idx" ON "resource_share" USING btree ("workspace_id","resource_type","principal_type","principal_id","resource_created_at" DESC NULLS FIRST,"resource_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_user_created_idx" ON "history_item" USING btree ("workspace_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_user_voice_created_idx" ON "history_item" USING btree ("workspace_id","user_id","voice_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_user_model_created_idx" ON "history_item" USING btree ("workspace_id","user_id","model_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_user_requested_model_created_idx" ON "history_item" USING btree ("workspace_id","user_id","requested_model_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_item_workspace_user_source_created_idx" ON "history_item" USING btree ("workspace_id","user_id","source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);