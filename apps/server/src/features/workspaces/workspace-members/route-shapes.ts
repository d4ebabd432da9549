import { ErrorBody } from "@vocable/contract";
import { apiKeySecurity, commonErrors, json, notFoundError } from "#platform/openapi";

/** What the workspace routes (members, invites, groups) share in their OpenAPI declarations. */
const tags = ["workspace"];
export const workspaceRouteBase = { tags, security: apiKeySecurity } as const;

/** Their error answers: a rule refused (400), a role or key without the right (403), not found, and the common ones. */
export const workspaceRouteErrors = {
  ...commonErrors,
  ...notFoundError,
  400: json(ErrorBody, "Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite)"),
  403: json(ErrorBody, "Not allowed to the caller's role or key"),
};
