CREATE TABLE "generated_voice" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"method" text NOT NULL,
	"rendering" jsonb NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remix_of" text,
	"audio_key" text NOT NULL,
	"media_type" text NOT NULL,
	"duration_secs" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_voice" (
	"voice_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"public_owner_id" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"accent" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"use_case" text DEFAULT '' NOT NULL,
	"descriptive" text DEFAULT '' NOT NULL,
	"free_users_allowed" boolean DEFAULT true NOT NULL,
	"live_moderation_enabled" boolean DEFAULT false NOT NULL,
	"notice_period_days" integer DEFAULT 0 NOT NULL,
	"disable_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"cloned_by_count" integer DEFAULT 0 NOT NULL,
	"embedding" jsonb,
	"shared_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"description" text,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"method" text NOT NULL,
	"rendering" jsonb NOT NULL,
	"similarity" real,
	"note" text,
	"pvc_state" text,
	"training_progress" real,
	"training_message" text,
	"requires_verification" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"captcha_text" text,
	"verification_attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manual_verification_requested_at" timestamp with time zone,
	"safety_control" text,
	"copied_from_voice_id" text,
	"source_removed_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_add_edit" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" text NOT NULL,
	"title" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_collection_item" (
	"collection_id" text NOT NULL,
	"voice_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_collection_item_collection_id_voice_id_pk" PRIMARY KEY("collection_id","voice_id")
);
--> statement-breakpoint
CREATE TABLE "voice_sample" (
	"id" text PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"hash" text NOT NULL,
	"duration_secs" real NOT NULL,
	"speech_secs" real NOT NULL,
	"remove_background_noise" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"separation_status" text DEFAULT 'not_started' NOT NULL,
	"speakers" jsonb,
	"selected_speaker_ids" jsonb,
	"trim_start" real,
	"trim_end" real,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_voice" ADD CONSTRAINT "generated_voice_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_voice" ADD CONSTRAINT "generated_voice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_voice" ADD CONSTRAINT "shared_voice_voice_id_voice_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_voice" ADD CONSTRAINT "shared_voice_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice" ADD CONSTRAINT "voice_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice" ADD CONSTRAINT "voice_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_add_edit" ADD CONSTRAINT "voice_add_edit_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_collection" ADD CONSTRAINT "voice_collection_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_collection" ADD CONSTRAINT "voice_collection_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_collection_item" ADD CONSTRAINT "voice_collection_item_collection_id_voice_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."voice_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_sample" ADD CONSTRAINT "voice_sample_voice_id_voice_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_voice_created_idx" ON "generated_voice" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shared_voice_listed_idx" ON "shared_voice" USING btree ("shared_at" DESC NULLS FIRST,"voice_id" DESC NULLS FIRST) WHERE status in ('enabled', 'copied_disabled');--> statement-breakpoint
CREATE INDEX "voice_workspace_creator_created_idx" ON "voice" USING btree ("workspace_id","created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voice_workspace_creator_name_idx" ON "voice" USING btree ("workspace_id","created_by","name" collate "C","id");--> statement-breakpoint
CREATE INDEX "voice_copied_from_idx" ON "voice" USING btree ("copied_from_voice_id");--> statement-breakpoint
CREATE INDEX "voice_add_edit_workspace_created_idx" ON "voice_add_edit" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_collection_member_created_idx" ON "voice_collection" USING btree ("workspace_id","created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voice_collection_item_voice_idx" ON "voice_collection_item" USING btree ("voice_id");--> statement-breakpoint
CREATE INDEX "voice_sample_voice_idx" ON "voice_sample" USING btree ("voice_id","created_at");