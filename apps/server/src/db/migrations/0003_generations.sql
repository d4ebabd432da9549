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
ALTER TABLE "history_item" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation" ADD CONSTRAINT "generation_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation" ADD CONSTRAINT "generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_workspace_started_idx" ON "generation" USING btree ("workspace_id") WHERE "generation"."state" = 'started';--> statement-breakpoint
CREATE INDEX "generation_started_heartbeat_idx" ON "generation" USING btree ("heartbeat_at") WHERE "generation"."state" = 'started';--> statement-breakpoint
CREATE INDEX "generation_settled_idx" ON "generation" USING btree ("settled_at");