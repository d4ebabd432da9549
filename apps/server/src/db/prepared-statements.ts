/**
 * PGlite's statements as prepared ones. PGlite's own `query` parses and plans every statement
 * anew, in five calls into its WebAssembly (parse, describe, bind, describe, execute) and a sync:
 * about 0.32 ms for a lookup by primary key. Here a statement is parsed and described once under
 * a name, and each run is one call (bind, execute, sync; the columns' description is kept from
 * the first run): about 0.07 ms for the same lookup. Values are serialized and rows parsed by
 * PGlite's own serializers and parsers, so the results are the ones its `query` gives.
 *
 * Only reads and writes (select, insert, update, delete, with) get a name, at most MAX_NAMED of
 * them; other statements (transaction control, DDL of the migrations) and those past the limit
 * run unnamed, parsed each time. PostgreSQL re-plans a named statement itself when a table it
 * reads changes; one whose result columns changed (`select *` of a table that gained a column) is
 * prepared again. Callers hold PGlite's locks (pglite-instance.ts): this runs one statement at a time.
 */
import { parse, protocol, type PGlite } from "@electric-sql/pglite";

const { serialize } = protocol;
const MAX_NAMED = 2_000;
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Whether a statement is a read or write worth keeping under a name (not transaction control or DDL); PostgreSQL's naming uses the same test. */
export const isNameableStatement = (sql: string) => NAMEABLE.test(sql);

type QueryResult = Awaited<ReturnType<PGlite["query"]>>;
type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

interface Statement {
  /** "" for a statement run unnamed. */
  name: string;
  paramTypes: number[];
  /**
   * A named statement's row description from its first run (null: it returns no rows); its
   * columns do not change (see run). Undefined until then, and for unnamed statements.
   */
  rowDescription?: BackendMessage | null;
}

export class PreparedStatements {
  /** SQL text → the statement's name and its parameters' types. */
  private readonly named = new Map<string, Statement>();
  /** Names are never reused: a statement PostgreSQL kept while its description failed here keeps its name. */
  private made = 0;

  constructor(private readonly db: PGlite) {}

  /** Runs one statement; `inTransaction` as PGlite's own flag (outside one, what it wrote is synced to the file system). */
  async run(sql: string, params: unknown[] = [], rowMode: "array" | "object" | undefined, inTransaction: boolean): Promise<QueryResult> {
    const statement = this.named.get(sql) ?? (await this.describe(sql));
    try {
      return await this.execute(statement, params, rowMode, inTransaction);
    } catch (err) {
      // A table read with `*` gained or lost a column since the statement was prepared: prepare it
      // again (and run it again, unless the error has already aborted a transaction).
      if (!statement.name || (err as { code?: string }).code !== "0A000") throw err;
      await this.forget(sql, statement.name);
      if (inTransaction) throw err;
      return this.execute(await this.describe(sql), params, rowMode, inTransaction);
    }
  }

  /** Binds and executes; the columns are described only on a statement's first run, then reused. */
  private async execute(statement: Statement, params: unknown[], rowMode: "array" | "object" | undefined, inTransaction: boolean) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[i]];
      return serializer ? (serializer(value) as string) : String(value);
    });
    const described = statement.rowDescription;
    const bind = serialize.bind({ statement: statement.name, values });
    const describe = described === undefined ? [serialize.describe({ type: "P" })] : [];
    const messages = await this.db.execProtocolStream(Buffer.concat([bind, ...describe, serialize.execute({}), serialize.sync()]), { syncToFs: !inTransaction });
    if (described) return parse.parseResults([described, ...messages], this.db.parsers, { rowMode })[0];
    if (statement.name && described === undefined) statement.rowDescription = messages.find((m) => m.name === "rowDescription") ?? null;
    return parse.parseResults(messages, this.db.parsers, { rowMode })[0];
  }

  private async forget(sql: string, name: string): Promise<void> {
    this.named.delete(sql);
    await this.db.execProtocolStream(Buffer.concat([serialize.close({ type: "S", name }), serialize.sync()]), { syncToFs: false });
  }

  /** Parses a statement (named when it may be kept) and learns its parameters' types. */
  private async describe(sql: string): Promise<Statement> {
    const name = isNameableStatement(sql) && this.named.size < MAX_NAMED ? `vocable_${++this.made}` : "";
    const messages = await this.db.execProtocolStream(Buffer.concat([serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement: Statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (name) this.named.set(sql, statement);
    return statement;
  }
}
