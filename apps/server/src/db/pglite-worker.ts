/**
 * The embedded database's own thread (see pglite-thread.ts): one PGlite instance, opened from the
 * data directory in workerData, answering the statements the server's thread posts. A transaction
 * holds PGlite's own lock from "begin" to "end", so the statements of other requests wait for it
 * exactly as they do when PGlite runs in the server's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite, pgliteClient, prepareForDrizzle, type DrizzlePgliteClient } from "./pglite-instance";
import type { PgliteReply, PgliteRequest, PgliteThreadOptions } from "./pglite-thread";

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const db: PGlite = createPglite(options.dataDir, { seed: options.seed });
const client = pgliteClient(db);
/** Open transactions by id: PGlite's handle, how to end it, and the "end" request to answer. */
const open = new Map<number, { tx: Pick<DrizzlePgliteClient, "query">; end: (commit: boolean) => void; endId: number }>();
/** Thrown inside a transaction to roll it back when the server's side asks for that. */
const ROLLBACK = Symbol("rollback");
let nextTx = 1;

const reply = (message: PgliteReply) => port.postMessage(message);

/** A database error as plain fields (SQLSTATE code, constraint, detail…), which the other side turns back into an Error. */
function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) if (typeof value !== "object" && typeof value !== "function") fields[key] = value;
  return fields;
}

/**
 * Starts a transaction and answers its id once PGlite has begun it; its statements then run inside
 * it until "end", which is answered once PGlite has committed or rolled it back.
 */
function begin(id: number): void {
  const txId = nextTx++;
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const settle = (message: { ok: true; value: null } | { ok: false; error: Record<string, unknown> }) => reply({ ...message, id: open.get(txId)?.endId ?? -1 });
  client
    .transaction(async (tx) => {
      open.set(txId, { tx, end, endId: -1 });
      reply({ id, ok: true, value: txId });
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => settle({ ok: true, value: null }),
      (err: unknown) => {
        if (!open.has(txId)) return reply({ id, ok: false, error: errorFields(err) });
        settle(err === ROLLBACK ? { ok: true, value: null } : { ok: false, error: errorFields(err) });
      },
    )
    .finally(() => open.delete(txId));
}

async function handle(request: Exclude<PgliteRequest, { op: "begin" | "end" }>): Promise<unknown> {
  switch (request.op) {
    case "ready":
      await prepareForDrizzle(db);
      return null;
    case "query": {
      const runner = request.tx === undefined ? client : open.get(request.tx)?.tx;
      if (!runner) throw new Error("This transaction has already ended.");
      const result = await runner.query(request.sql, request.params, { rowMode: request.rowMode });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (request: PgliteRequest) => {
  if (request.op === "begin") return begin(request.id);
  if (request.op === "end") {
    const transaction = open.get(request.tx);
    if (!transaction) return reply({ id: request.id, ok: false, error: { message: "This transaction has already ended." } });
    transaction.endId = request.id;
    return transaction.end(request.commit);
  }
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (err: unknown) => reply({ id: request.id, ok: false, error: errorFields(err) }),
  );
});
