import { api } from "#lib/api";

/**
 * POST /v1/user/session-activity: tells the server the person at the browser is active, so its
 * inactivity timeout does not end a session in use. Best effort: a failure is not shown (a session
 * the server has ended shows at the next session check).
 */
export function reportSessionActivity(): void {
  api.POST("/v1/user/session-activity").catch(() => undefined);
}
