import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PronunciationRule } from "@vocable/speech";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/**
 * A workspace's pronunciation dictionary. Its rules live in versions: every rule change writes a
 * new `pronunciation_dictionary_version` and moves `latest_version_id`, so a locator naming an
 * old version keeps meaning what it meant.
 */
export const pronunciationDictionary = pgTable(
  "pronunciation_dictionary",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    /** The user id of the creator (kept as text: the dictionary outlives a member who leaves). */
    createdBy: text("created_by").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    latestVersionId: text("latest_version_id").notNull(),
    latestVersionRulesNum: integer("latest_version_rules_num").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
  },
  // The list sorts by (created_at, id) or (name, id), DESC or its exact reverse, with or without
  // archived dictionaries: one index per sort, and a partial one each for the default listing
  // that leaves archived ones out. pronunciation-dictionary-plans.test.ts keeps them in step.
  (t) => [
    index("pron_dict_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("pron_dict_workspace_name_idx").on(t.workspaceId, t.name.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("pron_dict_workspace_live_created_idx")
      .on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`archived_at IS NULL`),
    index("pron_dict_workspace_live_name_idx")
      .on(t.workspaceId, t.name.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`archived_at IS NULL`),
  ],
);

/** One immutable version of a dictionary's rules (at most MAX_DICTIONARY_RULES). */
export const pronunciationDictionaryVersion = pgTable(
  "pronunciation_dictionary_version",
  {
    id: text("id").primaryKey(),
    dictionaryId: text("dictionary_id")
      .notNull()
      .references(() => pronunciationDictionary.id, { onDelete: "cascade" }),
    rules: jsonb("rules").$type<PronunciationRule[]>().notNull(),
    rulesNum: integer("rules_num").notNull(),
    createdAt: createdAtColumn(6),
  },
  (t) => [index("pron_dict_version_dictionary_idx").on(t.dictionaryId)],
);
