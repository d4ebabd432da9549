import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionEarning, productionOrder, productionOrderItem, productionTask, user } from "#db/schema/index";
import { postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { paidTranscriptionOrder } from "#testing/productions";
import { getJson } from "#testing/workspace-teams";

const OPERATOR_EMAIL = "productions-operator@example.com";
const SPOKEN = "The quick brown fox jumps over the lazy dog. A second sentence follows after a pause.";

let t: TestApp;
let ada: TestUser;
let pat: TestUser;
let rey: TestUser;
let sol: TestUser;
let operatorCookie: string;

const put = (path: string, body: unknown, who: TestUser) => postJson(t, path, body, who.cookie, "PUT");
const post = (path: string, body: unknown, who: TestUser) => postJson(t, path, body, who.cookie);
const tasksOf = (who: TestUser) => `/v1/productions/producers/${who.userId}/tasks`;

const paidOrder = () => paidTranscriptionOrder(t, ada, SPOKEN);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  await t.deps.jobs.start();
  [ada, pat, rey, sol] = [await t.signUp("Ada Customer"), await t.signUp("Pat Producer"), await t.signUp("Rey Reviewer"), await t.signUp("Sol Newcomer")];
  expect((await postSignUp(t, { name: "Olga Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, OPERATOR_EMAIL));
  operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
}, 60_000);
afterAll(() => t?.close());

describe("productions tasks (the producers' side)", () => {
  it("lets only producers claim, made so by an operator, with the language's qualification", async () => {
    const { descriptionId } = await paidOrder();
    const refused = await post(tasksOf(pat), { description_id: descriptionId }, pat);
    expect(refused.status).toBe(403);
    expect(refused.body.detail.status).toBe("producer_required");
    // Another person's path is not found, whoever asks.
    expect((await post(tasksOf(rey), { description_id: descriptionId }, pat)).status).toBe(404);
    // Only an operator makes producers.
    expect((await postJson(t, `/v1/admin/producers/${pat.userId}`, { is_producer: true }, pat.cookie, "PUT")).status).toBe(403);
    for (const who of [pat, rey, sol]) {
      const made = await postJson(t, `/v1/admin/producers/${who.userId}`, { is_producer: true, ...(who === sol ? {} : { qualifications: ["transcription-en"], is_in_probation: false }) }, operatorCookie, "PUT");
      expect(made.status).toBe(200);
    }
    expect((await getJson(t, `/v1/user`, { cookie: sol.cookie })).body).toMatchObject({ is_producer: true, is_in_probation: true });
    const unqualified = await post(tasksOf(sol), { description_id: descriptionId }, sol);
    expect(unqualified.status).toBe(403);
    expect(unqualified.body.detail.message).toMatch(/transcription-en/);

    // The team's open work, most urgent first: the producer earns 60% of the item's 150 cents.
    const team = await getJson(t, "/v1/productions/teams/transcription-en", { cookie: pat.cookie });
    expect(team.body).toMatchObject({ team_id: "transcription-en", kind: "transcription", language: "en", qualified: true });
    expect(team.body.open_tasks).toBeGreaterThanOrEqual(1);
    const open = await getJson(t, "/v1/productions/teams/transcription-en/tasks", { cookie: pat.cookie });
    expect(open.body.tasks.find((w: { description_id: string }) => w.description_id === descriptionId)).toMatchObject({ earning_cents: 90, kind: "transcription" });

    // A claim, then given up: the work is open again, and the revoked task cannot be submitted.
    const claimed = await post(tasksOf(pat), { description_id: descriptionId }, pat);
    expect(claimed.status).toBe(200);
    expect(claimed.body.segments.map((s: { text: string }) => s.text).join(" ").toLowerCase()).toMatch(/fox|dog|brown/);
    expect((await put(`${tasksOf(pat)}/${claimed.body.task_id}/revoke`, undefined, pat)).body.state).toBe("revoked");
    const late = await post(`${tasksOf(pat)}/${claimed.body.task_id}/submit`, undefined, pat);
    expect(late.status).toBe(409);
    expect((await getJson(t, "/v1/productions/teams/transcription-en/tasks", { cookie: pat.cookie })).body.tasks.map((w: { description_id: string }) => w.description_id)).toContain(descriptionId);
  }, 180_000);

  it("gives the work to exactly one of two producers claiming at once; the work is reviewed, returned, corrected, accepted and paid", async () => {
    const { orderId, descriptionId } = await paidOrder();
    const claims = await Promise.all([post(tasksOf(pat), { description_id: descriptionId }, pat), post(tasksOf(rey), { description_id: descriptionId }, rey)]);
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
    const [worker, other] = claims[0]!.status === 200 ? [pat, rey] : [rey, pat];
    const taskId = (claims[0]!.status === 200 ? claims[0] : claims[1])!.body.task_id as string;
    const path = `${tasksOf(worker)}/${taskId}`;
    // The task is its producer's alone: 404 through the other producer's path or with their session.
    expect((await getJson(t, `${tasksOf(other)}/${taskId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await getJson(t, path, { cookie: other.cookie })).status).toBe(404);
    const task = (await getJson(t, path, { cookie: worker.cookie })).body;
    expect(task).toMatchObject({ state: "claimed", kind: "transcription", earning_cents: 90, extended: false });
    expect((await t.request(new URL(task.media.url).pathname, { headers: { cookie: worker.cookie, range: "bytes=0-43" } })).status).toBe(206);

    // One extension, not two.
    const extended = await put(`${path}/extend-deadline`, undefined, worker);
    expect(extended.body.deadline_unix - task.deadline_unix).toBe(12 * 3600);
    expect((await put(`${path}/extend-deadline`, undefined, worker)).status).toBe(409);

    // The producer corrects a segment (autosave), with times checked.
    const segments = task.segments.map((s: { text: string }, i: number) => (i === 0 ? { ...s, text: "The quick brown fox jumps over the lazy dog." } : s));
    expect((await put(`${path}/transcription`, { segments: [{ ...segments[0], end: 999 }] }, worker)).status).toBe(400);
    expect((await put(`${path}/transcription`, { segments }, worker)).status).toBe(200);
    expect((await post(`${path}/submit`, undefined, worker)).body.state).toBe("submitted");
    expect((await put(`${path}/transcription`, { segments }, worker)).status).toBe(409);

    // The review: not one's own work, not in probation; the other producer takes it.
    const review = (await getJson(t, "/v1/productions/teams/review-en/tasks", { cookie: other.cookie })).body.tasks[0];
    expect(review).toMatchObject({ kind: "review", earning_cents: 22 });
    expect((await post(tasksOf(worker), { description_id: review.description_id }, worker)).status).toBe(409);
    expect((await post(tasksOf(sol), { description_id: review.description_id }, sol)).status).toBe(403);
    const reviewTask = await post(tasksOf(other), { description_id: review.description_id }, other);
    expect(reviewTask.status).toBe(200);
    expect((await getJson(t, path, { cookie: worker.cookie })).body.state).toBe("in_review");
    const returned = await post(`${tasksOf(other)}/${reviewTask.body.task_id}/review`, { verdict: "return", feedback: [{ segment_id: segments[0].id, text: "Capitalise the start." }] }, other);
    expect(returned.status).toBe(200);
    expect((await getJson(t, path, { cookie: worker.cookie })).body).toMatchObject({ state: "returned", unacknowledged_feedback: 1 });

    // Feedback: acknowledged by its producer only.
    expect((await put(`${tasksOf(other)}/${taskId}/feedback/ack`, undefined, other)).status).toBe(404);
    const acked = await put(`${path}/feedback/ack`, undefined, worker);
    expect(acked.body.feedback).toMatchObject([{ text: "Capitalise the start.", acknowledged: true, segment_id: segments[0].id }]);

    // Corrected and handed in again; accepted this time.
    expect((await post(`${path}/submit`, undefined, worker)).body.state).toBe("submitted");
    const second = (await getJson(t, "/v1/productions/teams/review-en/tasks", { cookie: other.cookie })).body.tasks[0];
    const secondReview = await post(tasksOf(other), { description_id: second.description_id }, other);
    const accepted = await post(`${tasksOf(other)}/${secondReview.body.task_id}/review`, { verdict: "accept" }, other);
    expect(accepted.body.state).toBe("accepted");
    expect((await getJson(t, path, { cookie: worker.cookie })).body.state).toBe("accepted");
    expect((await put(`${path}/revoke`, undefined, worker)).status).toBe(409);

    // The order is delivered: the corrected transcript is its item's result; both were paid once.
    const [order] = await t.deps.db.select().from(productionOrder).where(eq(productionOrder.id, orderId));
    expect(order!.state).toBe("done");
    const [item] = await t.deps.db.select().from(productionOrderItem).where(eq(productionOrderItem.orderId, orderId));
    expect(JSON.stringify(item!.result)).toContain("The quick brown fox jumps over the lazy dog.");
    const earnings = await t.deps.db.select().from(productionEarning).where(eq(productionEarning.orderId, orderId));
    expect(earnings.map((e) => [e.producerId, e.role, e.amountCents]).sort()).toEqual([[worker.userId, "producer", 90], [other.userId, "reviewer", 22]].sort());
    const history = await getJson(t, `${tasksOf(worker)}?view=history`, { cookie: worker.cookie });
    expect(history.body.tasks.map((x: { task_id: string }) => x.task_id)).toContain(taskId);
  }, 180_000);

  it("expires a claim past its deadline and gives the work back; operators set priorities", async () => {
    const { descriptionId } = await paidOrder();
    const claimed = await post(tasksOf(pat), { description_id: descriptionId }, pat);
    expect(claimed.status).toBe(200);
    // One task at a time.
    const { descriptionId: another } = await paidOrder();
    expect((await post(tasksOf(pat), { description_id: another }, pat)).status).toBe(409);
    await t.deps.db.update(productionTask).set({ deadlineAt: sql`now() - interval '1 minute'` }).where(eq(productionTask.id, claimed.body.task_id));
    expect((await getJson(t, `${tasksOf(pat)}/${claimed.body.task_id}`, { cookie: pat.cookie })).body.state).toBe("expired");
    expect((await put(`${tasksOf(pat)}/${claimed.body.task_id}/extend-deadline`, undefined, pat)).status).toBe(409);

    expect((await postJson(t, `/v1/productions/tasks/${descriptionId}/priority`, { priority: 5 }, pat.cookie, "PUT")).status).toBe(403);
    expect((await postJson(t, `/v1/productions/tasks/${descriptionId}/priority`, { priority: 5 }, operatorCookie, "PUT")).body).toEqual({ description_id: descriptionId, priority: 5 });
    const open = (await getJson(t, "/v1/productions/teams/transcription-en/tasks?page_size=1", { cookie: pat.cookie })).body;
    expect(open.tasks[0].description_id).toBe(descriptionId);
    expect(open.has_more).toBe(true);
    const next = (await getJson(t, `/v1/productions/teams/transcription-en/tasks?page_size=1&page_token=${open.next_page_token}`, { cookie: pat.cookie })).body;
    expect(next.tasks[0].description_id).not.toBe(descriptionId);
    expect((await getJson(t, "/v1/productions/teams/nonsense/tasks", { cookie: pat.cookie })).status).toBe(404);
  }, 240_000);
});
