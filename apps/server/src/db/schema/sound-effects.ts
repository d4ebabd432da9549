import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, userIdColumn, workspaceIdColumn } from "./columns";
import { historyItem } from "./history";

/**
 * A sound effect published to the public library (features/speech/sound-effects): a history item
 * of source SFX that its creator chose to show everyone. It goes with the item.
 */
export const soundEffectListing = pgTable(
  "sound_effect_listing",
  {
    /** The public page's path segment: /sound-effects/{slug}. */
    slug: text("slug").primaryKey(),
    historyItemId: text("history_item_id")
      .notNull()
      .unique()
      .references(() => historyItem.id, { onDelete: "cascade" }),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    category: text("category").notNull(),
    durationMs: integer("duration_ms").notNull(),
    loop: boolean("loop").notNull(),
    /** The publisher's public name when it was published. */
    publishedBy: text("published_by").notNull(),
    /** Title and prompt in lower case: what search matches. */
    searchText: text("search_text").notNull(),
    createdAt: createdAtColumn(6),
  },
  // Pages order by (created_at, slug) DESC; a category page filters first. Search filters through
  // the trigram index and orders what it found.
  (t) => [
    index("sound_effect_listing_created_idx").on(t.createdAt.desc().nullsFirst(), t.slug.desc().nullsFirst()),
    index("sound_effect_listing_category_created_idx").on(t.category, t.createdAt.desc().nullsFirst(), t.slug.desc().nullsFirst()),
    index("sound_effect_listing_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
