/**
 * What access rests on, kept for a short time so that a call makes no database statement to learn
 * it again: what authentication read for an API key (the key, its holder's membership, the
 * workspace's two-factor rule and the holder's factor) or a session cookie (Better Auth's session),
 * the groups a member is in (who sees a shared item), the newest key's hint; and, as its own topic,
 * a workspace's subscription and open invoices (forgotten by the billing repository's writes,
 * `forgetBilling`).
 *
 * Exact on this instance: every write that can change access forgets every entry at once
 * (`forgetAccess`, called by the repositories that make those writes and by Better Auth's hooks: a
 * key made, changed or deleted, a membership's role, lock or removal, a user's deletion, change or
 * second factor, a session's deletion or change, the workspace's security settings, a group's
 * deletion and its members). A read that began before such a write is not kept (the generation
 * check below), so a change is never hidden behind an older read. Another instance sharing the
 * database learns of a change only when its entry expires: at most ACCESS_CACHE_MS.
 */
const ACCESS_CACHE_MS = 2_000;
/** Entries kept at most; past it the oldest go first (Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** What a cache's entries rest on: a write of that topic forgets every cache of it. */
type Topic = "access" | "billing";
const generations: Record<Topic, number> = { access: 0, billing: 0 };
const caches: AccessCache<unknown>[] = [];

export class AccessCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(readonly topic: Topic = "access") {
    caches.push(this as AccessCache<unknown>);
  }

  /** The value for `key`, from the cache while it is fresh, else from `read` (kept unless a write to what it read happened meanwhile). */
  async get(key: string, read: () => Promise<T | null>, now = Date.now()): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const started = generations[this.topic];
    const value = await read();
    if (value !== null && started === generations[this.topic]) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expiresAt: now + ACCESS_CACHE_MS });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

function forget(topic: Topic): void {
  generations[topic]++;
  for (const cache of caches) if (cache.topic === topic) cache.clear();
}

/** Forgets every cached access (see above): called after any write that can change what a credential grants or a member sees. */
export function forgetAccess(): void {
  forget("access");
}

/** Forgets every cached subscription and open invoice: called after any write to them. */
export function forgetBilling(): void {
  forget("billing");
}
