/**
 * `npm run bench:sign-up`: whether sign-up's answer time tells a registered address from a new one
 * (issue 8: no account enumeration). Against the compiled server (build first), it times
 * POST /api/auth/sign-up/email for new addresses and for registered ones, interleaved, and the
 * same for POST /v1/user/send-password-reset-email; prints medians, p90 and their ratio.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PORT = process.env.BENCH_PORT ?? "18094";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-sign-up-"));
// The per-client limits would answer most rounds 429: each request comes "through a proxy" from an
// address of its own (TRUST_PROXY), and the sign-in limit is lifted.
const server = await startServer({ PORT, DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: "100000", TRUST_PROXY: "1", PUBLIC_URL: `http://127.0.0.1:${PORT}` });
let client = 0;
const origin = server.url;

async function timed(pathname: string, body: unknown): Promise<number> {
  const started = performance.now();
  client++;
  const forwardedFor = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const headers = { "content-type": "application/json", origin, "x-forwarded-for": forwardedFor };
  const res = await fetch(`${server.url}${pathname}`, { method: "POST", headers, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
  return performance.now() - started;
}

const password = "correct horse battery";
const registered: string[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const email = `known-${i}@example.com`;
  await timed("/api/auth/sign-up/email", { name: "Known", email, password });
  registered.push(email);
}

const samples = { signUpNew: [] as number[], signUpKnown: [] as number[], resetNew: [] as number[], resetKnown: [] as number[] };
for (let i = 0; i < ROUNDS; i++) {
  samples.signUpNew.push(await timed("/api/auth/sign-up/email", { name: "New", email: `new-${i}@example.com`, password }));
  samples.signUpKnown.push(await timed("/api/auth/sign-up/email", { name: "Again", email: registered[i], password }));
  samples.resetNew.push(await timed("/v1/user/send-password-reset-email", { email: `nobody-${i}@example.com` }));
  samples.resetKnown.push(await timed("/v1/user/send-password-reset-email", { email: registered[(i + 1) % ROUNDS] }));
}
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const line = (label: string, a: number[], b: number[]) =>
  `${label}: new ${ms(quantile(a, 0.5))} (p90 ${ms(quantile(a, 0.9))}), registered ${ms(quantile(b, 0.5))} (p90 ${ms(quantile(b, 0.9))}); median ratio ${(quantile(b, 0.5) / quantile(a, 0.5)).toFixed(2)}`;
console.log(`${ROUNDS} rounds each, interleaved`);
console.log(line("sign-up", samples.signUpNew, samples.signUpKnown));
console.log(line("reset e-mail request", samples.resetNew, samples.resetKnown));
