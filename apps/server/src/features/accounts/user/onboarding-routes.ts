import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, OnboardingChecklistResponse, OnboardingChecklistUpdateRequest, OnboardingSurveyRequest, StatusOk } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { completeOnboardingSurvey } from "./use-cases/complete-onboarding-survey";
import {
  hideOnboardingChecklist,
  initiateOnboardingChecklist,
  markOnboardingChecklistComplete,
  updateOnboardingChecklistItem,
} from "./use-cases/onboarding-checklist-actions";

const tags = ["onboarding"];

const survey = createRoute({
  method: "post",
  path: "/v1/user/onboarding-survey-complete",
  tags,
  summary: "Answer the onboarding survey: completes onboarding and initiates the checklist",
  security: apiKeySecurity,
  request: { body: jsonBody(OnboardingSurveyRequest) },
  responses: { 200: json(StatusOk), ...commonErrors },
});

function checklistRoute(path: string, summary: string) {
  return createRoute({
    method: "post",
    path: `/v1/user/onboarding-checklist/${path}`,
    tags,
    summary,
    security: apiKeySecurity,
    responses: { 200: json(OnboardingChecklistResponse), ...commonErrors },
  });
}

const initiate = checklistRoute("initiate", "Initiate the onboarding checklist (an existing one is kept)");
const hide = checklistRoute("hide", "Hide the onboarding checklist widget");
const markComplete = checklistRoute("mark-complete", "Mark the onboarding checklist complete");

const update = createRoute({
  method: "post",
  path: "/v1/user/onboarding-checklist/update",
  tags,
  summary:
    "Report a checklist item done. Items complete only on the server when their event happens (a text-to-speech generation, an API key; the others once their features exist): a done item is confirmed, an open one refused (400)",
  security: apiKeySecurity,
  request: { body: jsonBody(OnboardingChecklistUpdateRequest) },
  responses: { 200: json(OnboardingChecklistResponse), ...commonErrors, 400: json(ErrorBody, "The item is open: it completes by itself when its event happens, or its feature is not available here") },
});

/** The onboarding survey and checklist calls of spec §7 User. */
export function onboardingRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(survey, async (c) => {
    await completeOnboardingSurvey(deps.db, c.get("principal").userId, c.req.valid("json"));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(initiate, async (c) => c.json(await initiateOnboardingChecklist(deps.db, c.get("principal").userId), 200));
  app.openapi(update, async (c) => c.json(await updateOnboardingChecklistItem(deps.db, c.get("principal").userId, c.req.valid("json").item_id), 200));
  app.openapi(hide, async (c) => c.json(await hideOnboardingChecklist(deps.db, c.get("principal").userId), 200));
  app.openapi(markComplete, async (c) => c.json(await markOnboardingChecklistComplete(deps.db, c.get("principal").userId), 200));
  return app;
}
