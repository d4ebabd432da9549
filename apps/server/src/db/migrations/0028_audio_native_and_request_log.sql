CREATE TABLE "audio_native_project" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"small" boolean DEFAULT false NOT NULL,
	"text_color" text NOT NULL,
	"background_color" text NOT NULL,
	"sessionization" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"page_url" text,
	"voice_id" text NOT NULL,
	"model_id" text,
	"text_normalization" text DEFAULT 'auto' NOT NULL,
	"language_code" text,
	"dictionary_locators" text,
	"content_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'empty' NOT NULL,
	"converting_snapshot_id" text,
	"converting_user_id" text,
	"publish_when_converted" boolean DEFAULT false NOT NULL,
	"converted_snapshot_id" text,
	"converted_audio_key" text,
	"published_snapshot_id" text,
	"published_audio_key" text,
	"conversion_error" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_request_log" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text,
	"api_key_id" text,
	"via" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_native_project" ADD CONSTRAINT "audio_native_project_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_native_project" ADD CONSTRAINT "audio_native_project_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_native_project_workspace_created_idx" ON "audio_native_project" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audio_native_project_workspace_page_idx" ON "audio_native_project" USING btree ("workspace_id","page_url");--> statement-breakpoint
CREATE INDEX "api_request_log_workspace_created_idx" ON "api_request_log" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_request_log_created_idx" ON "api_request_log" USING btree ("created_at");