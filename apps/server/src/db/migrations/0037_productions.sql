CREATE TABLE "producer_qualification" (
	"user_id" text NOT NULL,
	"qualification" text NOT NULL,
	"word_error_rate" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producer_qualification_user_id_qualification_pk" PRIMARY KEY("user_id","qualification")
);
--> statement-breakpoint
CREATE TABLE "production_earning" (
	"id" text PRIMARY KEY NOT NULL,
	"producer_id" text NOT NULL,
	"task_id" text NOT NULL,
	"order_id" text NOT NULL,
	"role" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payout_id" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"segment_id" text,
	"text" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_media" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"deadline_at" timestamp with time zone,
	"total_cents" integer,
	"invoice_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order_item" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"result" jsonb,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_payout" (
	"id" text PRIMARY KEY NOT NULL,
	"producer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"transfer_id" text,
	"error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_task" (
	"id" text PRIMARY KEY NOT NULL,
	"description_id" text NOT NULL,
	"producer_id" text NOT NULL,
	"team_id" text NOT NULL,
	"state" text DEFAULT 'claimed' NOT NULL,
	"segments" jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"reviewer_id" text,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_task_description" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"media_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"team_id" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reviews_task_id" text,
	"machine_segments" jsonb NOT NULL,
	"reviewed_segments" jsonb,
	"price_cents" integer NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "profile_page_handle" text;--> statement-breakpoint
ALTER TABLE "producer_qualification" ADD CONSTRAINT "producer_qualification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_earning" ADD CONSTRAINT "production_earning_producer_id_user_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_feedback" ADD CONSTRAINT "production_feedback_task_id_production_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."production_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_media" ADD CONSTRAINT "production_media_order_id_production_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order" ADD CONSTRAINT "production_order_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order" ADD CONSTRAINT "production_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_item" ADD CONSTRAINT "production_order_item_order_id_production_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_payout" ADD CONSTRAINT "production_payout_producer_id_user_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_task" ADD CONSTRAINT "production_task_description_id_production_task_description_id_fk" FOREIGN KEY ("description_id") REFERENCES "public"."production_task_description"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_task" ADD CONSTRAINT "production_task_producer_id_user_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_task_description" ADD CONSTRAINT "production_task_description_order_id_production_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_task_description" ADD CONSTRAINT "production_task_description_item_id_production_order_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_task_description" ADD CONSTRAINT "production_task_description_media_id_production_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."production_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_earning_task_role_idx" ON "production_earning" USING btree ("task_id","role");--> statement-breakpoint
CREATE INDEX "production_earning_producer_created_idx" ON "production_earning" USING btree ("producer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_feedback_task_idx" ON "production_feedback" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "production_media_order_idx" ON "production_media" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "production_order_workspace_created_idx" ON "production_order" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_order_item_order_idx" ON "production_order_item" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "production_payout_producer_created_idx" ON "production_payout" USING btree ("producer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "production_task_description_active_idx" ON "production_task" USING btree ("description_id") WHERE "production_task"."state" in ('claimed', 'submitted', 'in_review', 'returned');--> statement-breakpoint
CREATE INDEX "production_task_producer_created_idx" ON "production_task" USING btree ("producer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_task_active_deadline_idx" ON "production_task" USING btree ("deadline_at") WHERE "production_task"."state" in ('claimed', 'returned');--> statement-breakpoint
CREATE INDEX "production_task_description_open_idx" ON "production_task_description" USING btree ("team_id","priority" DESC NULLS FIRST,"created_at","id") WHERE "production_task_description"."state" = 'open';--> statement-breakpoint
CREATE INDEX "production_task_description_order_idx" ON "production_task_description" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_profile_page_handle_unique" UNIQUE("profile_page_handle");