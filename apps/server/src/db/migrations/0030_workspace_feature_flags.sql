CREATE TABLE "workspace_feature_flag" (
	"workspace_id" text NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_feature_flag_workspace_id_flag_pk" PRIMARY KEY("workspace_id","flag")
);
--> statement-breakpoint
ALTER TABLE "workspace_feature_flag" ADD CONSTRAINT "workspace_feature_flag_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;