/**
 * What the API request log (workspace.analytics.requests) costs (not a test): the CPU time a request
 * spends handing its row to the writer, the CPU time of writing rows in batches into the embedded
 * database (PGlite runs in this process, so its work is counted too), and a page of the analytics
 * query deep in a large log. CPU time (process.cpuUsage), so the figures hold on a shared machine.
 *
 *   npx tsx bench/request-log.ts [rows]
 */
import { ownerPrincipal, createTestApp } from "../apps/server/src/testing/test-app";
import { RequestLogWriter } from "../apps/server/src/features/workspaces/request-analytics/request-log-writer";
import { listApiRequests } from "../apps/server/src/features/workspaces/request-analytics/use-cases/list-api-requests";

const ROWS = Number(process.argv[2] ?? 100_000);

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function main() {
  const app = await createTestApp({ LOG_LEVEL: "silent" });
  try {
    const user = await app.signUp("Bench");
    const writer = new RequestLogWriter(app.deps.db, { warn: () => {} });
    const start = Date.now() - 7 * 86400_000;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: `bench${i}`,
      workspaceId: i % 10 === 0 ? user.workspaceId : `other${i % 7}`,
      userId: user.userId,
      apiKeyId: "key",
      via: "api_key",
      method: "GET",
      route: i % 3 === 0 ? "/v1/voices/{voice_id}" : "/v1/models",
      status: i % 50 === 0 ? 404 : 200,
      latencyMs: i % 40,
      createdAt: new Date(start + i * 1000),
    }));

    // The request's part: one record() call, a push (the first write starts at 500 rows and waits for this loop to yield).
    const SAMPLE = 10_000;
    let before = process.cpuUsage();
    for (const row of rows.slice(0, SAMPLE)) writer.record(row);
    const recordCpu = cpuMs(before);
    await writer.flush();
    // The writes: the rest, a thousand rows at a time as a second's requests would come.
    before = process.cpuUsage();
    for (let i = SAMPLE; i < rows.length; i += 1000) {
      for (const row of rows.slice(i, i + 1000)) writer.record(row);
      await writer.flush();
    }
    const writeCpu = cpuMs(before);

    const principal = ownerPrincipal(user);
    const query = { start_time: start, limit: 100 } as const;
    let cursor: string | undefined;
    let pages = 0;
    before = process.cpuUsage();
    const q0 = performance.now();
    for (; pages < 50; pages++) {
      const page = await listApiRequests(app.deps, principal, { ...query, ...(cursor ? { cursor } : {}) });
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    const pageCpu = cpuMs(before) / pages;
    const pageWall = (performance.now() - q0) / pages;

    console.log(`request log, ${ROWS} rows (a tenth of them one workspace's):`);
    console.log(`  record() per request: ${((recordCpu * 1000) / SAMPLE).toFixed(2)} µs CPU`);
    console.log(`  writing, per 1,000 rows (one multi-row INSERT into PGlite, in this process): ${((writeCpu * 1000) / (ROWS - SAMPLE)).toFixed(1)} ms CPU`);
    console.log(`  analytics page of 100, pages 1..${pages} by cursor: ${pageCpu.toFixed(1)} ms CPU, ${pageWall.toFixed(1)} ms wall each`);
  } finally {
    await app.close();
  }
}

await main();
