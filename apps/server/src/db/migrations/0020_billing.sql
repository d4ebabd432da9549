CREATE TABLE "billing_idempotency" (
	"workspace_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_idempotency_workspace_id_key_pk" PRIMARY KEY("workspace_id","key")
);
--> statement-breakpoint
CREATE TABLE "checkout_session" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"billing_period" text NOT NULL,
	"currency" text NOT NULL,
	"promo_code" text,
	"first_month_percent_off" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"amount_paid_cents" bigint DEFAULT 0 NOT NULL,
	"discount_percent_off" real,
	"discount_amount_off_cents" integer,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"next_payment_attempt_at" timestamp with time zone,
	"hosted_pdf_url" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" real,
	"amount_off_cents" integer,
	"currency" text,
	"duration_in_months" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_offer" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"extended" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemption" (
	"code" text NOT NULL,
	"workspace_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemption_code_workspace_id_pk" PRIMARY KEY("code","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "sales_inquiry" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"seats" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_subscription" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at" timestamp with time zone,
	"pending_tier" text,
	"pending_billing_period" text,
	"discount" jsonb,
	"previously_subscribed_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_schedule_id" text,
	"stripe_event_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "character_reset_anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "unbilled_overage_characters" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_idempotency" ADD CONSTRAINT "billing_idempotency_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_session" ADD CONSTRAINT "checkout_session_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_session" ADD CONSTRAINT "checkout_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer" ADD CONSTRAINT "promo_offer_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer" ADD CONSTRAINT "promo_offer_code_promo_code_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_code"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_code_promo_code_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_code"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_inquiry" ADD CONSTRAINT "sales_inquiry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_subscription" ADD CONSTRAINT "workspace_subscription_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_idempotency_created_idx" ON "billing_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_session_expires_idx" ON "checkout_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invoice_workspace_created_idx" ON "invoice" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_workspace_open_idx" ON "invoice" USING btree ("workspace_id","created_at") WHERE "invoice"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_provider_invoice_idx" ON "invoice" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_idx" ON "invoice" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_inquiry_created_idx" ON "sales_inquiry" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stripe_event_received_idx" ON "stripe_event" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "workspace_subscription_period_end_idx" ON "workspace_subscription" USING btree ("current_period_end") WHERE "workspace_subscription"."provider" = 'local' and "workspace_subscription"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_subscription_stripe_sub_idx" ON "workspace_subscription" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_subscription_stripe_customer_idx" ON "workspace_subscription" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "workspace_character_reset_idx" ON "workspace" USING btree ("next_character_count_reset_at");--> statement-breakpoint
CREATE INDEX "workspace_unbilled_overage_idx" ON "workspace" USING btree ("id") WHERE "workspace"."unbilled_overage_characters" > 0;