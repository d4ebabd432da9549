import { z } from "zod";
import { FEATURE_FLAG_DEFAULTS } from "@vocable/domain";

const flagDescriptions = {
  feedback_enabled: "The feedback widget (thumbs up and down) on generations.",
  tts_video: "The text-to-speech share video: Share opens the video modal, also on enterprise workspaces.",
} as const satisfies Record<keyof typeof FEATURE_FLAG_DEFAULTS, string>;

/** Vocable: the feature flags in force for the caller's workspace (its own, else the instance's, else the default). */
export const FeatureFlagsResponse = z
  .object({
    flags: z.object({
      feedback_enabled: z.boolean().meta({ description: flagDescriptions.feedback_enabled }),
      tts_video: z.boolean().meta({ description: flagDescriptions.tts_video }),
    }),
  })
  .meta({ id: "FeatureFlagsResponse" });
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;

const setting = (description: string) => z.boolean().nullable().optional().meta({ description: `${description} true or false sets it for the workspace; null goes back to the instance's setting.` });

/** PUT /v1/admin/workspaces/{id}/feature-flags (instance operators): a workspace's own settings. */
export const SetWorkspaceFeatureFlagsRequest = z
  .object({
    flags: z
      .object({ feedback_enabled: setting(flagDescriptions.feedback_enabled), tts_video: setting(flagDescriptions.tts_video) })
      .strict(),
  })
  .meta({ id: "SetWorkspaceFeatureFlagsRequest" });
export type SetWorkspaceFeatureFlagsRequest = z.infer<typeof SetWorkspaceFeatureFlagsRequest>;

/** The flags in force for the workspace after the change, and those it sets itself. */
export const WorkspaceFeatureFlagsResponse = z
  .object({
    flags: FeatureFlagsResponse.shape.flags,
    workspace_flags: z.object({ feedback_enabled: z.boolean().optional(), tts_video: z.boolean().optional() }),
  })
  .meta({ id: "WorkspaceFeatureFlagsResponse" });
export type WorkspaceFeatureFlagsResponse = z.infer<typeof WorkspaceFeatureFlagsResponse>;
