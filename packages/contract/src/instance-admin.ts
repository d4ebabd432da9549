import { TIER_IDS } from "@vocable/domain";
import { z } from "zod";
import { ResourceId } from "./strings";

/**
 * The instance operators' calls (ADMIN_EMAILS): Vocable's own, with no ElevenLabs counterpart.
 * PUT /v1/admin/workspaces/{workspace_id}/plan puts a workspace on a tier.
 */

/** The most seats an operator may give a trial or enterprise workspace. */
export const MAX_CUSTOM_SEATS = 10_000;

const CustomLimit = z.number().int("A whole number.").min(-1, "-1 (unlimited) or more.").max(1_000_000_000_000, "At most 10^12.");

export const AdminWorkspaceIdParam = z.object({ workspace_id: ResourceId });

/**
 * The tier, and a custom seat count: only on trial and enterprise (spec accounts §9); null or
 * absent gives the tier's default seats.
 */
export const SetWorkspacePlanRequest = z
  .object({
    tier: z.enum(TIER_IDS),
    max_seats: z.number().int("A whole number of seats.").min(1, "At least 1 seat.").max(MAX_CUSTOM_SEATS, `At most ${MAX_CUSTOM_SEATS} seats.`).nullable().optional(),
    /** Custom limits, on trial and enterprise only (-1: unlimited); absent: the tier's. */
    character_limit: CustomLimit.optional(),
    voice_limit: CustomLimit.optional(),
    professional_voice_limit: CustomLimit.optional(),
  })
  .meta({ id: "SetWorkspacePlanRequest" });
export type SetWorkspacePlanRequest = z.infer<typeof SetWorkspacePlanRequest>;

/** The workspace's plan after the change: its tier and the seats it has (the custom number or the tier's default). */
export const WorkspacePlan = z
  .object({
    workspace_id: z.string(),
    tier: z.enum(TIER_IDS),
    max_seats: z.number().int(),
  })
  .meta({ id: "WorkspacePlan" });
export type WorkspacePlan = z.infer<typeof WorkspacePlan>;
