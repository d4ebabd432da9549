import type { ClientBase, QueryConfig } from "pg";
import { isNameableStatement } from "./prepared-statements";

/** Distinct statement texts given a name, at most (past it, statements run unnamed, parsed each time). */
const MAX_NAMED = 1_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED || !isNameableStatement(text)) return known;
  const name = `vocable_s${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * Every read and write of this PostgreSQL connection as a named statement, by its text: parsed
 * and planned once per connection (PostgreSQL keeps a generic plan once it is no worse), as
 * PGlite's are (prepared-statements.ts). A statement drizzle prepares under a name of its own
 * (prepared-query.ts) keeps it.
 */
export function nameStatementsOf(client: ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig | undefined;
    if (c && typeof c === "object" && typeof c.text === "string" && !c.name) {
      const name = nameOf(c.text);
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
}
