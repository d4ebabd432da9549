import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AlignTranscriptionBody,
  ClaimTaskBody,
  RetranscribeSegmentBody,
  TranscriptionDiff,
  TranslatedSegments,
  TranslateTranscriptionBody,
  DescriptionParams,
  OpenWorkPage,
  PriorityBody,
  ProducerParams,
  ProducerTaskParams,
  ProducerTasksQuery,
  ProductionFeedback,
  ProductionTask,
  ProductionTaskPage,
  ProductionTeam,
  ReviewBody,
  SaveTranscriptionBody,
  TaskPeaks,
  TaskPeaksQuery,
  TeamParams,
  TeamTasksQuery,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { alignTranscription } from "./use-cases/align-transcription";
import { claimTask } from "./use-cases/claim-task";
import { diffTranscription } from "./use-cases/diff-transcription";
import { resegmentTranscription } from "./use-cases/resegment-transcription";
import { retranscribeSegment } from "./use-cases/retranscribe-segment";
import { translateTranscription } from "./use-cases/translate-transcription";
import { extendTaskDeadline } from "./use-cases/extend-task-deadline";
import { getTask, presentProducerTask } from "./use-cases/get-task";
import { listProducerTasks } from "./use-cases/list-producer-tasks";
import { readTaskMedia } from "./use-cases/read-task-media";
import { readTaskPeaks } from "./use-cases/read-task-peaks";
import { reviewTask } from "./use-cases/review-task";
import { revokeTask } from "./use-cases/revoke-task";
import { saveTaskTranscription } from "./use-cases/save-task-transcription";
import { setTaskPriority } from "./use-cases/set-task-priority";
import { submitTask } from "./use-cases/submit-task";
import { acknowledgeTaskFeedback, readTaskFeedback } from "./use-cases/task-feedback";
import { getTeam, listTeamWork } from "./use-cases/team-work";

const tags = ["productions"];
const producer = "/v1/productions/producers/{user_id}/tasks";
const task = `${producer}/{task_id}`;
const errors = { ...commonErrors, ...notFoundError, 409: json(z.object({ detail: z.object({ status: z.string(), message: z.string() }) }), "The task's state does not allow it") } as const;
const taskAnswer = { 200: json(ProductionTask), ...errors };
const route = <M extends "get" | "post" | "put", P extends string>(method: M, path: P, summary: string) => ({ method, path, tags, security: apiKeySecurity, summary });

const list = createRoute({ ...route("get", producer, "The producer's tasks: being worked on or in review (view=active) or finished (view=history), newest first, keyset pages"), request: { params: ProducerParams, query: ProducerTasksQuery }, responses: { 200: json(ProductionTaskPage), ...errors } });
const claim = createRoute({ ...route("post", producer, "Claim open work (one task at a time, three with the multitask qualification; of two claims at once one wins)"), request: { params: ProducerParams, body: jsonBody(ClaimTaskBody) }, responses: taskAnswer });
const get = createRoute({ ...route("get", task, "A producer's task with its working transcript and media (404 to anyone but its producer)"), request: { params: ProducerTaskParams }, responses: taskAnswer });
const media = createRoute({
  ...route("get", `${task}/media`, "The task's media, to its producer (byte ranges)"),
  request: { params: ProducerTaskParams, headers: rangeHeader },
  responses: { 200: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "The media" }, ...errors },
});
const peaks = createRoute({ ...route("get", `${task}/media/peaks`, "The waveform of one window of the task's media (at most 300 s), for the editor"), request: { params: ProducerTaskParams, query: TaskPeaksQuery }, responses: { 200: json(TaskPeaks), ...errors } });
const save = createRoute({ ...route("put", `${task}/transcription`, "Save the producer's working transcript (the editor's autosave)"), request: { params: ProducerTaskParams, body: jsonBody(SaveTranscriptionBody) }, responses: taskAnswer });
const submit = createRoute({ ...route("post", `${task}/submit`, "Hand the work in: a review task is made for it"), request: { params: ProducerTaskParams }, responses: taskAnswer });
const review = createRoute({ ...route("post", `${task}/review`, "A review's verdict on the work it checks: accept (the work is delivered as corrected, both earn their shares) or return with feedback"), request: { params: ProducerTaskParams, body: jsonBody(ReviewBody) }, responses: taskAnswer });
const revoke = createRoute({ ...route("put", `${task}/revoke`, "Give the work up (the producer) or take it away (an operator): it is open again, no money moves"), request: { params: ProducerTaskParams }, responses: taskAnswer });
const feedback = createRoute({ ...route("get", `${task}/feedback`, "The reviewers' feedback on the task"), request: { params: ProducerTaskParams }, responses: { 200: json(ProductionFeedback), ...errors } });
const ack = createRoute({ ...route("put", `${task}/feedback/ack`, "The producer read the feedback"), request: { params: ProducerTaskParams }, responses: { 200: json(ProductionFeedback), ...errors } });
const extend = createRoute({ ...route("put", `${task}/extend-deadline`, "Extend the deadline once (12 hours, never past the order's)"), request: { params: ProducerTaskParams }, responses: taskAnswer });
const priority = createRoute({ ...route("put", "/v1/productions/tasks/{description_id}/priority", "An operator sets open work's priority (-100 to 100; higher first)"), request: { params: DescriptionParams, body: jsonBody(PriorityBody) }, responses: { 200: json(z.object({ description_id: z.string(), priority: z.number().int() })), ...errors } });
const team = createRoute({ ...route("get", "/v1/productions/teams/{team_id}", "A team (a kind of work and a language): its open work and whether the caller may take it"), request: { params: TeamParams }, responses: { 200: json(ProductionTeam), ...errors } });
const teamTasks = createRoute({ ...route("get", "/v1/productions/teams/{team_id}/tasks", "A team's open work, most urgent first (the unclaimed list; keyset pages)"), request: { params: TeamParams, query: TeamTasksQuery }, responses: { 200: json(OpenWorkPage), ...errors } });

const editor = `${task}/transcription`;
const align = createRoute({ ...route("post", `${editor}/align`, "Place the edited text of segments (all when none named) in the media by forced alignment; their times move to their words'"), request: { params: ProducerTaskParams, body: jsonBody(AlignTranscriptionBody) }, responses: taskAnswer });
const retranscribe = createRoute({ ...route("post", `${editor}/retranscribe-segment`, "Recognise one segment's span again with the best installed recogniser"), request: { params: ProducerTaskParams, body: jsonBody(RetranscribeSegmentBody) }, responses: taskAnswer });
const translate = createRoute({ ...route("post", `${editor}/translate`, "Machine translations of segments as suggestions (nothing saved); 400 without a translation engine"), request: { params: ProducerTaskParams, body: jsonBody(TranslateTranscriptionBody) }, responses: { 200: json(TranslatedSegments), ...errors } });
const resegment = createRoute({ ...route("post", `${editor}/resegment`, "Cut the transcript again by its pauses and sentence ends (words placed by forced alignment)"), request: { params: ProducerTaskParams }, responses: taskAnswer });
const diff = createRoute({ ...route("get", `${editor}/diff`, "What the producer changed: against the machine transcript, and against the last reviewed version"), request: { params: ProducerTaskParams }, responses: { 200: json(TranscriptionDiff), ...errors } });

/** The producers' side of productions (issue 29 §2; the spec's §7 Productions calls and what they need around them). */
export function productionTaskRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const ids = (c: { req: { valid(t: "param"): { user_id: string; task_id: string } } }) => c.req.valid("param");
  const answer = async (row: Parameters<typeof presentProducerTask>[1]) => presentProducerTask(deps, row);
  app.openapi(list, async (c) => c.json(await listProducerTasks(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("query")), 200));
  app.openapi(claim, async (c) => c.json(await answer(await claimTask(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("json").description_id)), 200));
  app.openapi(get, async (c) => c.json(await getTask(deps, c.get("principal"), ids(c).user_id, ids(c).task_id), 200));
  app.openapi(media, async (c) => {
    const file = await readTaskMedia(deps, c.get("principal"), ids(c).user_id, ids(c).task_id);
    return rangedResponse(c, file.source, { "content-type": file.contentType, "cache-control": "private, no-cache" });
  });
  app.openapi(peaks, async (c) => c.json(await readTaskPeaks(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("query")), 200));
  app.openapi(save, async (c) => c.json(await answer(await saveTaskTranscription(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("json").segments)), 200));
  app.openapi(submit, async (c) => c.json(await answer(await submitTask(deps, c.get("principal"), ids(c).user_id, ids(c).task_id)), 200));
  app.openapi(review, async (c) => c.json(await answer(await reviewTask(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("json"))), 200));
  app.openapi(revoke, async (c) => c.json(await answer(await revokeTask(deps, c.get("principal"), ids(c).user_id, ids(c).task_id)), 200));
  app.openapi(feedback, async (c) => c.json(await readTaskFeedback(deps, c.get("principal"), ids(c).user_id, ids(c).task_id), 200));
  app.openapi(ack, async (c) => c.json(await acknowledgeTaskFeedback(deps, c.get("principal"), ids(c).user_id, ids(c).task_id), 200));
  app.openapi(extend, async (c) => c.json(await answer(await extendTaskDeadline(deps, c.get("principal"), ids(c).user_id, ids(c).task_id)), 200));
  app.openapi(priority, async (c) => c.json(await setTaskPriority(deps, c.get("principal"), c.req.valid("param").description_id, c.req.valid("json").priority), 200));
  app.openapi(team, async (c) => c.json(await getTeam(deps, c.get("principal"), c.req.valid("param").team_id), 200));
  app.openapi(teamTasks, async (c) => c.json(await listTeamWork(deps, c.req.valid("param").team_id, c.req.valid("query")), 200));
  app.openapi(align, async (c) => c.json(await answer(await alignTranscription(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("json").segment_ids, c.req.raw.signal)), 200));
  app.openapi(retranscribe, async (c) => c.json(await answer(await retranscribeSegment(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("json").segment_id, c.req.raw.signal)), 200));
  app.openapi(translate, async (c) => c.json(await translateTranscription(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.valid("json"), c.req.raw.signal), 200));
  app.openapi(resegment, async (c) => c.json(await answer(await resegmentTranscription(deps, c.get("principal"), ids(c).user_id, ids(c).task_id, c.req.raw.signal)), 200));
  app.openapi(diff, async (c) => c.json(await diffTranscription(deps, c.get("principal"), ids(c).user_id, ids(c).task_id), 200));
  return app;
}
