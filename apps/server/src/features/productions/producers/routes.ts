import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ProducerParams, ProducerProfile, ProfileHandleBody, ProfileHandleParams, ProducerStatus, QualificationAttempt, QualificationAttemptBody, QualificationParams, QualificationTests, SetProducerBody } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { readPublicProfile, setProfileHandle } from "./use-cases/producer-profile";
import { attemptQualificationTest, listQualificationTests, qualificationTestAudio } from "./use-cases/qualification-tests";
import { setProducer } from "./use-cases/set-producer";

const setRoute = createRoute({
  method: "put",
  path: "/v1/admin/producers/{user_id}",
  tags: ["productions"],
  security: apiKeySecurity,
  summary: "An operator makes a user a producer (or not), sets probation and grants qualifications",
  request: { params: ProducerParams, body: jsonBody(SetProducerBody) },
  responses: { 200: json(ProducerStatus), ...commonErrors, ...notFoundError },
});

const tags = ["productions"];
const tests = createRoute({ method: "get", path: "/v1/productions/qualifications", tags, security: apiKeySecurity, summary: "The qualification tests, the caller's qualifications and scores, and whether they are a producer", responses: { 200: json(QualificationTests), ...commonErrors } });
const testAudio = createRoute({
  method: "get", path: "/v1/productions/qualifications/{qualification}/audio", tags, security: apiKeySecurity, summary: "A test's recording (WAV) to transcribe",
  request: { params: QualificationParams },
  responses: { 200: { content: { "audio/wav": { schema: z.string().meta({ format: "binary" }) } }, description: "The recording" }, ...commonErrors, ...notFoundError },
});
const attempt = createRoute({
  method: "post", path: "/v1/productions/qualifications/{qualification}/attempts", tags, security: apiKeySecurity,
  summary: "Hand in a transcription of a test's recording: scored by word error rate, passing at 0.1 or less grants the qualification (and the producer role, in probation)",
  request: { params: QualificationParams, body: jsonBody(QualificationAttemptBody) }, responses: { 200: json(QualificationAttempt), ...commonErrors, ...notFoundError },
});

const setHandle = createRoute({ method: "put", path: "/v1/productions/producers/{user_id}/profile", tags, security: apiKeySecurity, summary: "Choose the producer's public handle (3 to 30 characters; unique)", request: { params: ProducerParams, body: jsonBody(ProfileHandleBody) }, responses: { 200: json(ProducerProfile), ...commonErrors } });
const profile = createRoute({ method: "get", path: "/v1/productions/profiles/{handle}", tags, summary: "A producer's public profile: languages, qualifications, work done and accuracy (no account needed)", request: { params: ProfileHandleParams }, responses: { 200: json(ProducerProfile), ...notFoundError } });

/** Producers: who they are and what they may take (issue 29 §2). */
export function producerRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(setRoute, async (c) => c.json(await setProducer(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("json")), 200));
  app.openapi(tests, async (c) => c.json(await listQualificationTests(deps, c.get("principal")), 200));
  app.openapi(testAudio, async (c) => c.body(Buffer.from(await qualificationTestAudio(deps, c.req.valid("param").qualification)), 200, { "content-type": "audio/wav", "cache-control": "private, max-age=3600" }));
  app.openapi(attempt, async (c) => c.json(await attemptQualificationTest(deps, c.get("principal"), c.req.valid("param").qualification, c.req.valid("json").text), 200));
  app.openapi(setHandle, async (c) => c.json(await setProfileHandle(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("json").handle), 200));
  app.openapi(profile, async (c) => c.json(await readPublicProfile(deps, c.req.valid("param").handle), 200));
  return app;
}
