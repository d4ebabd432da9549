import { wavBytes } from "@vocable/speech";
import { dubCharacterCost } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failDub } from "#features/dubbing/dubs/jobs/run-dub";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// A dub's characters show in GET /v1/usage/character-stats as "Dubbing" from the moment it is
// charged, and a failed dub's refund takes them back, once. The dubbing job is not started: the
// dubs stay queued until the test fails them as the job's last attempt would.
let t: TestApp;
let ada: TestUser;
const SECONDS = 3;
/** A 3-second 220 Hz tone: an audio source the dub form takes. */
const source = wavBytes(Int16Array.from({ length: SECONDS * 16_000 }, (_, i) => Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / 16_000))), 16_000);
/** Ada is on the Free plan: her dubs carry the watermark. */
const cost = dubCharacterCost(SECONDS, 1, true);

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp("Ada Dub Usage");
});
afterAll(() => t?.close());

const headers = () => ({ "xi-api-key": ada.apiKey });
async function createDub(): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(source)], { type: "audio/wav" }), "tone.wav");
  form.append("source_lang", "en");
  form.append("target_lang", "en");
  const res = await t.request("/v1/dubbing", { method: "POST", headers: headers(), body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { dubbing_id: string }).dubbing_id;
}
const characterCount = async () => ((await (await t.request("/v1/user/subscription", { headers: headers() })).json()) as { character_count: number }).character_count;
/** The workspace's usage today, cumulative, by `breakdown` and `metric`: label -> total. */
async function usage(breakdown: string, metric = "credits"): Promise<Record<string, number>> {
  const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const query = new URLSearchParams({
    start_unix: String(day),
    end_unix: String(day + 86_400_000 - 1),
    include_workspace_metrics: "true",
    breakdown_type: breakdown,
    aggregation_interval: "cumulative",
    metric,
  });
  const res = await t.request(`/v1/usage/character-stats?${query}`, { headers: headers() });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { usage: Record<string, number[]> };
  return Object.fromEntries(Object.entries(body.usage).map(([label, values]) => [label, values.reduce((a, b) => a + b, 0)]));
}

describe("dubs in the usage statistics", () => {
  it("count as Dubbing when created, and a failed dub's refund takes its count back once", async () => {
    expect(cost).toBe(100);
    const first = await createDub();
    const second = await createDub();
    expect(await characterCount()).toBe(2 * cost);
    expect(await usage("product_type")).toEqual({ Dubbing: 2 * cost });
    expect(await usage("product_type", "request_count")).toEqual({ Dubbing: 2 });
    expect(await usage("none")).toEqual({ All: await characterCount() });
    expect(await usage("user")).toEqual({ [ada.email]: 2 * cost });
    expect(await usage("model")).toEqual({ Dubbing: 2 * cost });

    // The job's last attempt fails the first dub; a second run of the same failure (a retried
    // job, another process) gives nothing back again.
    await Promise.all([failDub(t.deps, first, "the translation engine failed"), failDub(t.deps, first, "the translation engine failed")]);
    await failDub(t.deps, first, "the translation engine failed");
    expect(await characterCount()).toBe(cost);
    expect(await usage("product_type")).toEqual({ Dubbing: cost });
    expect(await usage("product_type", "request_count")).toEqual({ Dubbing: 1 });

    // The last one failed too: nothing is left, not even an empty Dubbing series.
    await failDub(t.deps, second, "the translation engine failed");
    expect(await characterCount()).toBe(0);
    expect(await usage("product_type")).toEqual({});
    expect(await usage("none")).toEqual({ All: 0 });
  });
});
