import type { Db } from "./client";

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

let made = 0;

/**
 * A hot statement that drizzle builds once per database handle instead of on every call: `build`
 * writes it with `sql.placeholder(…)` for its values and ends in `.prepare(name)`; each call then
 * only fills the placeholders. Building a select is most of a cheap call's own time on the event
 * loop (drizzle walks every column of every table it names), about 0.15 ms for a row by key.
 *
 * The name makes it a named statement on PostgreSQL, parsed once per connection (node-postgres
 * keeps it with the connection); the embedded database names statements by their text already
 * (prepared-statements.ts). A transaction is a handle of its own: the statement is built for it
 * again (as an unprepared one would be), under the same name and with the same text, which is what
 * lets a connection that knows the name run it.
 */
export function preparedQuery<Q extends Executable>(build: (db: Db, name: string) => Q): (db: Db) => Q {
  const name = `vocable_q${++made}`;
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db, name);
      byHandle.set(db, query);
    }
    return query;
  };
}
