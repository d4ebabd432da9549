import { expect, type Page } from "@playwright/test";

/**
 * The e2e server's instance operator (playwright.config.ts passes it as ADMIN_EMAILS). A fixed
 * address works because every run starts on a new data directory.
 */
export const INSTANCE_ADMIN_EMAIL = "team-admin@e2e.vocable.test";
/** The local-models journey's operator (its own account: journeys run side by side). */
export const MODELS_ADMIN_EMAIL = "models-admin@e2e.vocable.test";
/** The voice-safety journey's operator (puts a voice under CAPTCHA). */
export const SAFETY_ADMIN_EMAIL = "safety-admin@e2e.vocable.test";
/** The professional-cloning journey's operator (puts its own workspace on creator, which has a professional voice). */
export const PVC_ADMIN_EMAIL = "pvc-admin@e2e.vocable.test";
/** The voice lab journeys' operators (each puts its own workspace on the plan its cloning needs: Creator, Starter). */
export const VOICE_LAB_ADMIN_EMAIL = "voice-lab-admin@e2e.vocable.test";
export const RECORDING_ADMIN_EMAIL = "recording-admin@e2e.vocable.test";
/** The billing journey's operator (makes the promo code the visitor enters, through POST /v1/admin/promo-codes). */
export const BILLING_ADMIN_EMAIL = "billing-admin@e2e.vocable.test";
/** The plan rules journey's operator (approves its owner's Scale plan request). */
export const PLAN_RULES_ADMIN_EMAIL = "plan-rules-admin@e2e.vocable.test";
/** The accessibility journey's operator (checks the server's pages and the operator's sidebar too). */
export const ACCESSIBILITY_ADMIN_EMAIL = "accessibility-admin@e2e.vocable.test";

/** The productions journey's operator: a reviewer out of probation, made a producer by themselves as an operator. */
export const PRODUCTIONS_ADMIN_EMAIL = "productions-admin@e2e.vocable.test";

/** The share-video journey's operator (turns the text-to-speech video flag on for its own workspace). */
export const SHARE_ADMIN_EMAIL = "share-admin@e2e.vocable.test";

/**
 * Sets feature flags of the signed-in operator's own workspace (PUT /v1/admin/workspaces/{id}/
 * feature-flags with the session), as an operator does with curl.
 */
export async function setOwnWorkspaceFlags(page: Page, flags: Record<string, boolean | null>): Promise<void> {
  const workspace = await page.request.get("/v1/workspace");
  const { workspace_id: workspaceId } = (await workspace.json()) as { workspace_id: string };
  const res = await page.request.put(`/v1/admin/workspaces/${workspaceId}/feature-flags`, { data: { flags }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Puts the signed-in operator's current workspace on a tier through the operator route, as an
 * operator does with curl and their session: the workspace's id from GET /v1/workspace, then
 * PUT /v1/admin/workspaces/{id}/plan with the session cookie and the app's Origin (a cookie
 * request that changes state must come from the app's own origin). Returns the workspace's id.
 */
export async function setOwnWorkspacePlan(page: Page, plan: { tier: string; max_seats: number | null }): Promise<string> {
  const workspace = await page.request.get("/v1/workspace");
  expect(workspace.status()).toBe(200);
  const { workspace_id: workspaceId } = (await workspace.json()) as { workspace_id: string };
  const origin = new URL(page.url()).origin;
  const res = await page.request.put(`/v1/admin/workspaces/${workspaceId}/plan`, { data: plan, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toEqual({ workspace_id: workspaceId, tier: plan.tier, max_seats: plan.max_seats ?? expect.any(Number) });
  return workspaceId;
}
