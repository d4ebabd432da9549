CREATE TABLE "sound_effect_listing" (
	"slug" text PRIMARY KEY NOT NULL,
	"history_item_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"category" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"loop" boolean NOT NULL,
	"published_by" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sound_effect_listing_history_item_id_unique" UNIQUE("history_item_id")
);
--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "sound_effect_seconds_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_item" ADD COLUMN "source_storage_key" text;--> statement-breakpoint
ALTER TABLE "history_item" ADD COLUMN "sound" jsonb;--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "sound_effect_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sound_effect_listing" ADD CONSTRAINT "sound_effect_listing_history_item_id_history_item_id_fk" FOREIGN KEY ("history_item_id") REFERENCES "public"."history_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_effect_listing" ADD CONSTRAINT "sound_effect_listing_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_effect_listing" ADD CONSTRAINT "sound_effect_listing_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sound_effect_listing_created_idx" ON "sound_effect_listing" USING btree ("created_at" DESC NULLS FIRST,"slug" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sound_effect_listing_category_created_idx" ON "sound_effect_listing" USING btree ("category","created_at" DESC NULLS FIRST,"slug" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sound_effect_listing_search_trgm_idx" ON "sound_effect_listing" USING gin ("search_text" gin_trgm_ops);