/**
 * `npm run bench:billing`: what plans and billing cost. Over HTTP on the compiled server (embedded
 * database): GET /v1/user/subscription on a free workspace (no subscription, no invoices: the
 * baseline) and on a subscribed one (the billing fields: subscription row, open invoices, next
 * invoice), a local checkout confirmed, a downgrade scheduled and cancelled. In process, on a
 * database of its own: the billing tick rolling thousands of ended periods (renewal invoices).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApiKeyWithProof, signUpAndSignIn } from "../apps/server/src/testing/http-account";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { rollLocalPeriods } from "../apps/server/src/features/billing/subscriptions/use-cases/roll-local-periods";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";

const READS = 300;
const CHANGES = 20;
const PERIODS = 2000;

async function timed(n: number, run: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const row = (what: string, times: number[], base?: number[]) =>
  `| ${what} | ${ms(quantile(times, 0.5))} / ${ms(quantile(times, 0.99))} | ${base ? `${(quantile(times, 0.5) / quantile(base, 0.5)).toFixed(2)}x` : "1.00x"} |`;

async function overHttp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-billing-"));
  // Self-service plan changes: the figures are those of a checkout and a plan change that take effect at once.
  const server = await startServer({ PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, BILLING_SELF_SERVICE: "true" });
  try {
    const origin = server.url.replace("127.0.0.1", "localhost");
    const email = "bench-billing@example.com";
    const cookie = await signUpAndSignIn(server.url, { name: "Bench", email, password: "benchmark password", origin });
    const key = await createApiKeyWithProof(server.url, { cookie, email, origin, name: "bench" });
    const read = () => fetch(`${server.url}/v1/user/subscription`, { headers: { "xi-api-key": key } });
    const post = (p: string, body: unknown = {}) =>
      fetch(`${server.url}/v1/billing${p}`, { method: "POST", headers: { cookie, origin, "content-type": "application/json" }, body: JSON.stringify(body) });

    await timed(200, read);
    const free = await timed(READS, read);

    let started = performance.now();
    const start = (await (await post("/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" })).json()) as { url: string };
    const startMs = performance.now() - started;
    const id = new URL(start.url).pathname.split("/").pop();
    started = performance.now();
    const done = await post(`/checkout-sessions/${id}/complete`);
    const completeMs = performance.now() - started;
    if (!done.ok) throw new Error(`complete: ${done.status} ${await done.text()}`);

    const paid = await timed(READS, read);
    let n = 0;
    const downgrade = await timed(CHANGES, () => post("/change-subscription", { subscription_type: "starter", billing_period: "monthly_period", idempotency_key: `bench-down-${n++}` }).then(async (res) => (await post("/cancel-downgrade"), res)));

    console.log(`\nBilling over HTTP (compiled server, embedded database): ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    console.log("| call | p50 / p99 | ratio to the free workspace's read |");
    console.log("|---|---|---|");
    console.log(row(`GET /v1/user/subscription, free workspace (${READS})`, free));
    console.log(row(`GET /v1/user/subscription, Creator with invoices (${READS})`, paid, free));
    console.log(row(`change-subscription (downgrade scheduled) + cancel-downgrade (${CHANGES})`, downgrade, free));
    console.log(`| create-checkout-session, then complete (once) | ${ms(startMs)}, ${ms(completeMs)} | |`);
  } finally {
    await server.stop();
  }
}

async function billingTick() {
  const t = await createTestApp();
  try {
    const db = t.database.db;
    await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'bench-user-' || g, 'u', 'bench' || g || '@example.com', true, now(), now() from generate_series(1, ${PERIODS}) g`);
    await db.execute(sql`insert into workspace (id, name, owner_id, tier, status, billing_period, currency, character_limit, voice_limit, professional_voice_limit, next_character_count_reset_at)
      select 'bench-ws-' || g, 'w', 'bench-user-' || g, 'creator', 'active', 'monthly_period', 'usd', 100000, 30, 1, now() + interval '1 day' from generate_series(1, ${PERIODS}) g`);
    await db.execute(sql`insert into workspace_subscription (workspace_id, provider, current_period_start, current_period_end, previously_subscribed_tiers)
      select 'bench-ws-' || g, 'local', now() - interval '1 month', now() - interval '1 minute', '["creator"]' from generate_series(1, ${PERIODS}) g`);
    const started = performance.now();
    const rolled = await rollLocalPeriods(db, new Date());
    const seconds = (performance.now() - started) / 1000;
    const invoices = (await db.execute(sql`select count(*)::int as n from invoice`)) as unknown as { rows: { n: number }[] };
    console.log(`\nBilling tick (in process, PGlite): ${rolled} ended periods rolled in ${seconds.toFixed(2)} s (${((seconds * 1000) / rolled).toFixed(2)} ms each), ${invoices.rows[0].n} renewal invoices recorded`);
  } finally {
    await t.close();
  }
}

await overHttp();
await billingTick();
process.exit(0);
