import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "#testing/account-flows";
import { paidTranscriptionOrder } from "#testing/productions";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { setProducer } from "#features/productions/producers/use-cases/set-producer";

const SPOKEN = "The quick brown fox jumps over the lazy dog. Then the dog wakes up and barks at the moon all night long.";

let t: TestApp;
let pat: TestUser;
let rey: TestUser;
let path: string;

const post = (url: string, body: unknown, who = pat) => postJson(t, url, body, who.cookie);

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.jobs.start();
  const ada = await t.signUp("Ada Customer");
  [pat, rey] = [await t.signUp("Pat Producer"), await t.signUp("Rey Producer")];
  for (const who of [pat, rey]) await setProducer(t.deps, null, who.userId, { is_producer: true, is_in_probation: false, qualifications: ["transcription-en"] });
  const { descriptionId } = await paidTranscriptionOrder(t, ada, SPOKEN);
  const claimed = await post(`/v1/productions/producers/${pat.userId}/tasks`, { description_id: descriptionId });
  expect(claimed.status).toBe(200);
  path = `/v1/productions/producers/${pat.userId}/tasks/${claimed.body.task_id}`;
}, 180_000);
afterAll(() => t?.close());

describe("the transcription editor's calls", () => {
  it("corrects two words, aligns the segment to the audio, and the diff shows the two changes", async () => {
    const task = (await getJson(t, path, { cookie: pat.cookie })).body;
    const first = task.segments[0];
    const words = first.text.split(" ");
    const changed = [...words];
    changed[1] = "purple";
    changed[2] = "elephant";
    const segments = [{ ...first, text: changed.join(" ") }, ...task.segments.slice(1)];
    expect((await postJson(t, `${path}/transcription`, { segments }, pat.cookie, "PUT")).status).toBe(200);
    const diff = (await getJson(t, `${path}/transcription/diff`, { cookie: pat.cookie })).body;
    expect(diff.against_machine).toMatchObject({ inserted: 2, deleted: 2, coarse: false });
    expect(diff.against_machine.ops.filter((o: { op: string }) => o.op === "insert").flatMap((o: { words: string[] }) => o.words)).toEqual(["purple", "elephant"]);
    expect(diff.against_reviewed).toBeNull();

    const aligned = await post(`${path}/transcription/align`, { segment_ids: [first.id] });
    expect(aligned.status).toBe(200);
    const placed = aligned.body.segments[0];
    expect(placed.text).toBe(changed.join(" "));
    expect(placed.start).toBeGreaterThanOrEqual(Math.max(0, first.start - 0.5));
    expect(placed.end).toBeLessThanOrEqual(first.end + 0.5);
    expect(placed.end).toBeGreaterThan(placed.start);
  });

  it("re-transcribes a segment from its audio and cuts the transcript again by its pauses", async () => {
    const task = (await getJson(t, path, { cookie: pat.cookie })).body;
    const again = await post(`${path}/transcription/retranscribe-segment`, { segment_id: task.segments[0].id });
    expect(again.status).toBe(200);
    expect(again.body.segments[0].text.toLowerCase()).not.toContain("elephant");
    const resegmented = await post(`${path}/transcription/resegment`, undefined);
    expect(resegmented.status).toBe(200);
    const cut = resegmented.body.segments as { start: number; end: number; text: string }[];
    expect(cut.length).toBeGreaterThanOrEqual(1);
    expect(cut.every((s, i) => s.start < s.end && (i === 0 || s.start >= cut[i - 1]!.start))).toBe(true);
    expect(cut.map((s) => s.text).join(" ").split(/\s+/).length).toBe(task.segments.map((s: { text: string }) => s.text).join(" ").split(/\s+/).length);
  });

  it("draws a window of the media's waveform: loud where the speech is, refused past its limits", async () => {
    const task = (await getJson(t, path, { cookie: pat.cookie })).body;
    const first = task.segments[0];
    const window = (await getJson(t, `${path}/media/peaks?start=0&end=${task.media.duration_seconds + 5}&buckets=50`, { cookie: pat.cookie })).body;
    expect(window.end).toBeCloseTo(task.media.duration_seconds, 3);
    expect(window.peaks).toHaveLength(50);
    expect(Math.max(...window.peaks)).toBeGreaterThan(0.05);
    expect(window.peaks.every((p: number) => p >= 0 && p <= 1)).toBe(true);
    const speech = (await getJson(t, `${path}/media/peaks?start=${first.start}&end=${first.end}&buckets=1`, { cookie: pat.cookie })).body;
    expect(speech.peaks[0]).toBeGreaterThan(0.05);
    expect((await getJson(t, `${path}/media/peaks?start=0&end=301`, { cookie: pat.cookie })).status).toBe(422);
    expect((await getJson(t, `${path}/media/peaks?start=3&end=2`, { cookie: pat.cookie })).status).toBe(422);
    expect((await getJson(t, `${path}/media/peaks?start=0&end=2`, { cookie: rey.cookie })).status).toBe(404);
  });

  it("says clearly what it cannot do, and is its producer's alone", async () => {
    const translated = await post(`${path}/transcription/translate`, { to: "es" });
    expect(translated.status).toBe(400);
    expect(translated.body.detail.status).toBe("no_translation_engine");
    expect((await post(`${path}/transcription/translate`, { to: "en" })).status).toBe(200);
    expect((await post(`${path}/transcription/retranscribe-segment`, { segment_id: "seg_9999" })).status).toBe(400);
    for (const [method, call] of [["POST", "align"], ["POST", "retranscribe-segment"], ["POST", "resegment"], ["POST", "translate"], ["GET", "diff"]] as const) {
      const res = method === "GET" ? await getJson(t, `${path}/transcription/${call}`, { cookie: rey.cookie }) : await postJson(t, `${path}/transcription/${call}`, { segment_id: "seg_0001", to: "en" }, rey.cookie);
      expect(res.status).toBe(404);
    }
  });
});
