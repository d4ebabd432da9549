CREATE TABLE "account_action_code" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_action_code_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_device" (
	"user_id" text NOT NULL,
	"fingerprint_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_device_user_id_fingerprint_hash_pk" PRIMARY KEY("user_id","fingerprint_hash")
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"locale" text,
	"agrees_to_product_updates" boolean DEFAULT false NOT NULL,
	"public_user_id" text NOT NULL,
	"public_user_name" text,
	"onboarding_completed" boolean DEFAULT true NOT NULL,
	"onboarding_survey" jsonb,
	"onboarding_checklist" jsonb,
	"onboarding_checklist_completed" boolean DEFAULT true NOT NULL,
	"geo_location" jsonb,
	"ccpa_opt_out" boolean DEFAULT false NOT NULL,
	"bipa_terms_accepted_at" timestamp with time zone,
	"terms_agreed_to" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referral_link_code" text,
	"referred_by_code" text,
	"moderation_warning_dismissed" boolean DEFAULT false NOT NULL,
	"is_producer" boolean DEFAULT false NOT NULL,
	"is_in_probation" boolean DEFAULT false NOT NULL,
	"prompts_shown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_alpha_access" boolean DEFAULT false NOT NULL,
	"alpha_access_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profile_public_user_id_unique" UNIQUE("public_user_id"),
	CONSTRAINT "user_profile_referral_link_code_unique" UNIQUE("referral_link_code")
);
--> statement-breakpoint
DROP INDEX "session_user_idx";--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "session_inactivity_timeout" integer;--> statement-breakpoint
ALTER TABLE "account_action_code" ADD CONSTRAINT "account_action_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_device" ADD CONSTRAINT "user_device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_action_code_user_purpose_idx" ON "account_action_code" USING btree ("user_id","purpose","used_at");--> statement-breakpoint
CREATE INDEX "account_action_code_expires_idx" ON "account_action_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_user_active_idx" ON "session" USING btree ("user_id","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Accounts made before profiles existed get one: onboarding counts as done (the spec's defaults).
INSERT INTO "user_profile" ("user_id", "first_name", "public_user_id")
SELECT "id", NULLIF(split_part(trim("name"), ' ', 1), ''), substr(md5(random()::text || "id"), 1, 20) FROM "user"
ON CONFLICT DO NOTHING;
