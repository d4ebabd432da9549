CREATE TABLE "stripe_connect_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_connect_account" ADD CONSTRAINT "stripe_connect_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_connect_account_account_idx" ON "stripe_connect_account" USING btree ("account_id");