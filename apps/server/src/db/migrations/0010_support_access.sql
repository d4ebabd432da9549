CREATE TABLE "support_access_grant" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text,
	"granted" boolean NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_access_grant_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "support_access_grant" ADD CONSTRAINT "support_access_grant_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_access_grant_created_idx" ON "support_access_grant" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_access_grant_user_created_idx" ON "support_access_grant" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);