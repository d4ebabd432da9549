/**
 * History listing benchmark (not a test): fills one workspace with 1,000 and with 1,000,000 items
 * (bulk SQL, not the API), then times GET /v1/history through the real app (routing, validation,
 * API-key auth, presenting) for the first page, a deep keyset page, the voice, model and date
 * filters, ascending order, and a search for a common and a rare word. Prints p50/p99 per size and
 * the 1M/1k ratio; requests alternate between the sizes so that other load on the machine weighs
 * on both alike. Runs on PGlite in a temporary directory, and also on PostgreSQL (a temporary
 * database, dropped at the end) when DATABASE_URL is set.
 *
 *   npm run bench:history                  # PGlite only
 *   DATABASE_URL=postgres://… npm run bench:history
 *   BENCH_HISTORY_SIZES=1000,100000 npm run bench:history   # other sizes (the last one is compared with the first)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPglite, openPglite, type Database } from "../apps/server/src/db/client";
import { COMMON_WORD, RARE_WORD, seedHistory, SEED_MODELS, SEED_VOICES } from "../apps/server/src/testing/seed-history";
import { createTestDatabase } from "../apps/server/src/testing/test-database";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { ms, quantile } from "./stats";

const SIZES = (process.env.BENCH_HISTORY_SIZES ?? "1000,1000000").split(",").map(Number);
const ROUNDS = 100;
const WARM_UP = 5;
const DAY = 86_400;

interface Scenario {
  name: string;
  query: (ctx: { end: number; middleId: string }) => string;
}

const SCENARIOS: Scenario[] = [
  { name: "first page", query: () => "" },
  { name: "deep page (keyset, middle)", query: ({ middleId }) => `start_after_history_item_id=${middleId}` },
  { name: "oldest first (asc)", query: () => "sort_direction=asc" },
  { name: "voice filter", query: () => `voice_id=${SEED_VOICES[2][0]}` },
  { name: "model filter (alias)", query: () => `model_id=${SEED_MODELS[1][0]}` },
  { name: "date range (100 days)", query: ({ end }) => `date_after_unix=${end - 200 * DAY}&date_before_unix=${end - 100 * DAY}` },
  { name: `search common ("${COMMON_WORD}")`, query: () => `search=${COMMON_WORD}` },
  { name: `search rare ("${RARE_WORD}")`, query: () => `search=${RARE_WORD}` },
];

type Figures = Map<string, { p50: number; p99: number; found: number }>;

/**
 * Fills with the table's secondary indexes dropped and rebuilt after (as a bulk load does):
 * maintaining seven B-trees and two trigram GIN indexes row by row is many times slower. The
 * definitions are read back from the catalogue, so the rebuilt indexes are the migration's own.
 */
async function fill(db: Database["db"], opts: Parameters<typeof seedHistory>[1]): Promise<void> {
  await db.transaction(async (tx) => {
    const tdb = tx as unknown as Database["db"];
    const rows = (await tdb.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'history_item' and indexname <> 'history_item_pkey'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    for (const { indexname } of rows.rows) await tdb.execute(sql.raw(`drop index "${indexname}"`));
    await seedHistory(tdb, opts);
    await tdb.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { indexdef } of rows.rows) await tdb.execute(sql.raw(indexdef));
  });
  // As autovacuum would leave a table of that age: statistics, hint bits and visibility map set.
  await db.execute(sql`vacuum analyze history_item`);
}

async function openDatabaseFor(kind: "pglite" | "postgres"): Promise<{ database: Database; cleanup: () => void }> {
  if (kind === "postgres") return { database: await createTestDatabase(), cleanup: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-history-"));
  return { database: await openPglite(createPglite(dir), { migrate: true }), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

interface Prepared {
  size: number;
  request: (url: string) => Promise<Response>;
  ctx: { end: number; middleId: string };
  close: () => Promise<void>;
}

async function prepare(kind: "pglite" | "postgres", size: number): Promise<Prepared> {
  const { database, cleanup } = await openDatabaseFor(kind);
  const app = await createTestApp({}, { database });
  const user = await app.signUp("Bench");
  const end = Math.floor(Date.now() / 1000);
  const started = performance.now();
  await fill(database.db, { workspaceId: user.workspaceId, userId: user.userId, count: size, idPrefix: "h", end: new Date(end * 1000) });
  console.log(`${kind}: filled ${size.toLocaleString("en")} items in ${((performance.now() - started) / 1000).toFixed(1)} s (insert, index build, VACUUM ANALYZE)`);
  return {
    size,
    request: (url) => app.request(url, { headers: { "xi-api-key": user.apiKey } }),
    ctx: { end, middleId: `h${String(Math.floor(size / 2)).padStart(8, "0")}` },
    close: async () => {
      await app.close();
      cleanup();
    },
  };
}

/**
 * Times every scenario on every size, alternating the sizes request by request: the machine's
 * other load then weighs on both sides of a ratio alike.
 */
async function measure(apps: Prepared[]): Promise<Figures[]> {
  const figures: Figures[] = apps.map(() => new Map());
  for (const scenario of SCENARIOS) {
    const times: number[][] = apps.map(() => []);
    const found: number[] = apps.map(() => 0);
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      for (const [n, app] of apps.entries()) {
        const url = `/v1/history?page_size=100&${scenario.query(app.ctx)}`;
        const start = performance.now();
        const res = await app.request(url);
        const body = (await res.json()) as { history: unknown[] };
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        if (i >= WARM_UP) times[n].push(performance.now() - start);
        found[n] = body.history.length;
      }
    }
    for (const n of apps.keys()) figures[n].set(scenario.name, { p50: quantile(times[n], 0.5), p99: quantile(times[n], 0.99), found: found[n] });
  }
  return figures;
}

function printTable(kind: string, small: number, large: number, a: Figures, b: Figures) {
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
  console.log(`\n${kind} (${os.cpus().length} cores), page_size=100, ${ROUNDS} requests each`);
  console.log(`| query | ${label(small)} p50 | ${label(small)} p99 | ${label(large)} p50 | ${label(large)} p99 | p50 ratio | items on page (${label(small)}/${label(large)}) |`);
  console.log("|---|---|---|---|---|---|---|");
  for (const scenario of SCENARIOS) {
    const x = a.get(scenario.name)!;
    const y = b.get(scenario.name)!;
    console.log(`| ${scenario.name} | ${ms(x.p50)} | ${ms(x.p99)} | ${ms(y.p50)} | ${ms(y.p99)} | ${(y.p50 / x.p50).toFixed(2)}x | ${x.found}/${y.found} |`);
  }
}

const kinds: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
for (const kind of kinds) {
  const apps: Prepared[] = [];
  try {
    for (const size of SIZES) apps.push(await prepare(kind, size));
    const results = await measure(apps);
    printTable(kind, SIZES[0], SIZES.at(-1)!, results[0], results.at(-1)!);
  } finally {
    for (const app of apps) await app.close();
  }
}
process.exit(0);
