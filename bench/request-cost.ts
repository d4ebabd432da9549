/**
 * What a cheap API call costs (not a test): for the most used endpoints, the number of database
 * statements one call makes and its in-process time (p50/p99 of ROUNDS calls, no socket), with an
 * API key and with a session cookie, on a fresh embedded database (PGlite) with a signed-up user,
 * a few generations in history and the premade catalogue. Also prints `GET /health` as the floor.
 *
 *   npx tsx bench/request-cost.ts
 */
import { PreparedStatements } from "../apps/server/src/db/prepared-statements";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { ms, quantile } from "./stats";

const ROUNDS = 200;
const WARM_UP = 20;

let statements = 0;
/** The request log's batched INSERT (one per many requests) is not counted against the call that happens to flush it. */
const REQUEST_LOG_FLUSH = /^insert into "api_request_log"/;
// Every statement of the app runs through PreparedStatements.run (pglite-instance.ts's client),
// except a transaction's BEGIN and COMMIT (PGlite's own).
const run = PreparedStatements.prototype.run;
PreparedStatements.prototype.run = function (this: PreparedStatements, ...args: Parameters<typeof run>) {
  if (!REQUEST_LOG_FLUSH.test(args[0])) statements++;
  return run.apply(this, args);
};

/** Statements of one generation, the settlement after the response included (it runs once the audio is out). */
async function generationStatements(app: Awaited<ReturnType<typeof createTestApp>>, key: string, voiceId: string, stream: boolean): Promise<number> {
  const before = statements;
  const res = await app.request(`/v1/text-to-speech/${voiceId}${stream ? "/stream" : ""}?output_format=pcm_16000`, {
    method: "POST",
    headers: { "xi-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ text: "Hello there, this is a test." }),
  });
  await res.arrayBuffer();
  await new Promise((r) => setTimeout(r, 300));
  return statements - before;
}

async function main() {
  const app = await createTestApp({ LOG_LEVEL: "silent" });
  try {
    const user = await app.signUp("Bench");
    const voiceId = "21m00Tcm4TlvDq8ikWAM";
    const voices = (await (await app.request("/v1/voices", { headers: { "xi-api-key": user.apiKey } })).json()) as { voices: { voice_id: string }[] };
    const someVoice = voices.voices[0]?.voice_id ?? voiceId;
    for (let i = 0; i < 3; i++) {
      await app.request(`/v1/text-to-speech/${someVoice}?output_format=pcm_16000`, {
        method: "POST",
        headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ text: `Hello number ${i}.` }),
      });
    }
    const calls: [string, string][] = [
      ["GET", "/health"],
      ["GET", "/v1/user"],
      ["GET", "/v1/user/subscription"],
      ["GET", "/v1/models"],
      ["GET", "/v1/voices"],
      ["GET", "/v2/voices?page_size=20"],
      ["GET", `/v1/voices/${someVoice}`],
      ["GET", "/v1/history?page_size=20"],
      // The last 30 days (a window is at most 366 days).
      ["GET", `/v1/usage/character-stats?start_unix=${Date.now() - 30 * 86_400_000}&end_unix=${Date.now()}`],
      ["GET", "/v1/workspace/members"],
      ["GET", "/v1/voices/settings/default"],
    ];
    console.log(`${ROUNDS} calls each, in-process, PGlite; statements per call, then p50 / p99`);
    console.log(`${"call".padEnd(66)} ${"key".padStart(22)} ${"session".padStart(22)}`);
    for (const [method, path] of calls) {
      const row: string[] = [];
      const credentials: Record<string, string>[] = [{ "xi-api-key": user.apiKey }, { cookie: user.cookie }];
      for (const headers of credentials) {
        const times: number[] = [];
        let counted = 0;
        let status = 0;
        for (let i = 0; i < WARM_UP + ROUNDS; i++) {
          const before = statements;
          const t0 = performance.now();
          const res = await app.request(path, { method, headers });
          await res.arrayBuffer();
          if (i >= WARM_UP) times.push(performance.now() - t0);
          counted = statements - before;
          status = res.status;
        }
        row.push(`${String(counted).padStart(2)} q ${status} ${ms(quantile(times, 0.5)).padStart(8)} ${ms(quantile(times, 0.99)).padStart(8)}`);
      }
      console.log(`${`${method} ${path}`.slice(0, 66).padEnd(66)} ${row[0].padStart(22)} ${row[1].padStart(22)}`);
    }
    const whole = await generationStatements(app, user.apiKey, someVoice, false);
    const streamed = await generationStatements(app, user.apiKey, someVoice, true);
    console.log(`One generation with an API key, history kept (admit, charge, history item, settle, usage, webhook outbox): ${whole} statements whole-file, ${streamed} streamed, besides BEGIN/COMMIT of its two transactions`);
  } finally {
    await app.close();
  }
}

await main();
process.exit(0);
