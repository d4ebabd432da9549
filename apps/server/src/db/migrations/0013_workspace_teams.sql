CREATE TABLE "workspace_group" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_group_member" (
	"group_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_invite" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invite_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "workspace_group" ADD CONSTRAINT "workspace_group_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_group_member" ADD CONSTRAINT "workspace_group_member_group_id_workspace_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workspace_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_group_member" ADD CONSTRAINT "workspace_group_member_workspace_id_user_id_workspace_member_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_member"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invite" ADD CONSTRAINT "workspace_invite_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invite" ADD CONSTRAINT "workspace_invite_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_group_workspace_created_idx" ON "workspace_group" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "workspace_group_member_workspace_user_idx" ON "workspace_group_member" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "workspace_invite_open_workspace_idx" ON "workspace_invite" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "workspace_invite"."accepted_at" is null and "workspace_invite"."declined_at" is null and "workspace_invite"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "workspace_invite_open_email_idx" ON "workspace_invite" USING btree ("email","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "workspace_invite"."accepted_at" is null and "workspace_invite"."declined_at" is null and "workspace_invite"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "workspace_member_workspace_created_idx" ON "workspace_member" USING btree ("workspace_id","created_at","user_id");