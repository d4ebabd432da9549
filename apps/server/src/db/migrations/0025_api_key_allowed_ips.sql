ALTER TABLE "api_key" ADD COLUMN "disable_reason" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "allowed_ips" jsonb;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "third_party_disable_allowed" boolean;