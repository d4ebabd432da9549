/** A breakdown key with the name it is shown by (null: no name known). */
export interface KeyName {
  key: string;
  name: string;
}

/**
 * One label per key: its name, or `name (key)` for every key whose name another key also has, so
 * two voices called "Narrator" stay two series (the answer is keyed by label).
 */
export function uniqueLabels(entries: readonly KeyName[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.name, (count.get(e.name) ?? 0) + 1);
  return new Map(entries.map((e) => [e.key, (count.get(e.name) ?? 0) > 1 ? `${e.name} (${e.key || "none"})` : e.name]));
}
