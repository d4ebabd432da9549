CREATE TABLE "plan_request" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"requested_by" text,
	"kind" text NOT NULL,
	"tier" text NOT NULL,
	"billing_period" text NOT NULL,
	"currency" text NOT NULL,
	"promo_code" text,
	"first_month_percent_off" integer,
	"checkout_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_request" ADD CONSTRAINT "plan_request_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_request" ADD CONSTRAINT "plan_request_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_request_open_workspace_idx" ON "plan_request" USING btree ("workspace_id") WHERE "plan_request"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_request_open_created_idx" ON "plan_request" USING btree ("created_at","id") WHERE "plan_request"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_request_workspace_created_idx" ON "plan_request" USING btree ("workspace_id","created_at");