CREATE TABLE "generation" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"characters" integer NOT NULL,
	"characters_refunded" integer DEFAULT 0 NOT NULL,
	"instance_id" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pronunciation_dictionary" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"latest_version_id" text NOT NULL,
	"latest_version_rules_num" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pronunciation_dictionary_version" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_id" text NOT NULL,
	"rules" jsonb NOT NULL,
	"rules_num" integer NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "pronunciation_dictionary_locators" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "history_item" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation" ADD CONSTRAINT "generation_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation" ADD CONSTRAINT "generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_dictionary" ADD CONSTRAINT "pronunciation_dictionary_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_dictionary_version" ADD CONSTRAINT "pronunciation_dictionary_version_dictionary_id_pronunciation_dictionary_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."pronunciation_dictionary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_workspace_started_idx" ON "generation" USING btree ("workspace_id") WHERE "generation"."state" = 'started';--> statement-breakpoint
CREATE INDEX "generation_started_heartbeat_idx" ON "generation" USING btree ("heartbeat_at") WHERE "generation"."state" = 'started';--> statement-breakpoint
CREATE INDEX "generation_settled_idx" ON "generation" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "pron_dict_workspace_created_idx" ON "pronunciation_dictionary" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pron_dict_workspace_name_idx" ON "pronunciation_dictionary" USING btree ("workspace_id","name" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pron_dict_workspace_live_created_idx" ON "pronunciation_dictionary" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "pron_dict_workspace_live_name_idx" ON "pronunciation_dictionary" USING btree ("workspace_id","name" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "pron_dict_version_dictionary_idx" ON "pronunciation_dictionary_version" USING btree ("dictionary_id");