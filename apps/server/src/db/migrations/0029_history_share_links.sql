ALTER TABLE "history_item" ADD COLUMN "share_link_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "history_item_share_link_id_idx" ON "history_item" USING btree ("share_link_id");