import { z } from "zod";
import { RESOURCE_SHARE_ROLES } from "@vocable/domain";
import { EmailAddress } from "./account";
import { ResourceId } from "./strings";

/**
 * Workspace resources and their sharing (`workspace.resources.get/share/unshare` of the ElevenLabs
 * SDK). `speech_history_item` is Vocable's own type (ElevenLabs has no shared history); `voice` is
 * the SDK's, for custom voices; `pronunciation_dictionary` the SDK's, for dictionaries.
 */
export const SHAREABLE_RESOURCE_TYPES = ["speech_history_item", "voice", "pronunciation_dictionary"] as const;
export const ShareableResourceType = z.enum(SHAREABLE_RESOURCE_TYPES).meta({
  id: "ShareableResourceType",
  description: "speech_history_item (Vocable: a history item), voice (a custom voice of the workspace) or pronunciation_dictionary.",
});
export type ShareableResourceType = z.infer<typeof ShareableResourceType>;

/** The pinned SDK's `WorkspaceResourceType` values: what its serializer lets a client send. */
export const SDK_RESOURCE_TYPES = [
  "voice", "voice_collection", "pronunciation_dictionary", "dubbing", "dubbing_project", "project", "convai_agents",
  "convai_knowledge_base_documents", "convai_tools", "convai_settings", "convai_secrets", "workspace_auth_connections",
  "convai_phone_numbers", "convai_mcp_servers", "convai_api_integration_connections", "convai_api_integration_trigger_connections",
  "convai_batch_calls", "convai_agent_response_tests", "convai_test_suite_invocations", "convai_crawl_jobs", "convai_crawl_tasks",
  "convai_kb_external_sync_jobs", "convai_whatsapp_accounts", "convai_agent_versions", "convai_agent_branches",
  "convai_agent_versions_deployments", "convai_agent_experiments", "convai_memory_entries", "convai_templates", "dashboard",
  "dashboard_configuration", "convai_agent_drafts", "resource_locators", "assets", "content_generations", "content_templates",
  "content_skills", "songs", "transcription_tasks", "avatars", "avatar_video_generations", "resource_collection",
  "studio_projects", "convai_analysis_items",
] as const;

/**
 * A `resource_type` as a request may name it: Vocable's shareable types and every type the SDK
 * lists; the server answers a 400 naming a type it cannot share, rather than a bare 422.
 */
export const RequestedResourceType = z
  .enum([...SHAREABLE_RESOURCE_TYPES, ...SDK_RESOURCE_TYPES.filter((type) => !(SHAREABLE_RESOURCE_TYPES as readonly string[]).includes(type))] as [string, ...string[]])
  .meta({
    id: "WorkspaceResourceType",
    description: "speech_history_item (Vocable: a history item), voice (a custom voice of the workspace) or pronunciation_dictionary; the SDK's other types are answered with a 400 naming them.",
  });

export const ShareRole = z.enum(RESOURCE_SHARE_ROLES).meta({ description: "viewer reads, editor also changes (feedback), admin also deletes and shares further." });

export const ResourceIdParams = z.object({ resource_id: ResourceId });
export const ResourceTypeQuery = z.object({ resource_type: RequestedResourceType });

/** The one principal a share or unshare names. */
const target = {
  user_email: EmailAddress.optional().meta({ description: "A member of the workspace (a person or a service account)." }),
  group_id: ResourceId.optional().meta({ description: "A group of the workspace, or 'default' for every member of the workspace." }),
  workspace_api_key_id: ResourceId.optional().meta({ description: "The id of a service account's API key in this workspace." }),
};

export const ShareResourceRequest = z
  .object({ role: ShareRole, resource_type: RequestedResourceType, ...target })
  .meta({ id: "BodyShareWorkspaceResourceV1WorkspaceResourcesResourceIdSharePost" });
export type ShareResourceRequest = z.infer<typeof ShareResourceRequest>;

export const UnshareResourceRequest = z
  .object({ resource_type: RequestedResourceType, ...target })
  .meta({ id: "BodyUnshareWorkspaceResourceV1WorkspaceResourcesResourceIdUnsharePost" });
export type UnshareResourceRequest = z.infer<typeof UnshareResourceRequest>;

export const SHARE_PRINCIPAL_TYPES = ["user", "group", "workspace", "key"] as const;

export const ShareOption = z
  .object({
    name: z.string(),
    id: z.string(),
    type: z.enum(["user", "group", "key"]),
    email: z.string().nullable().meta({ description: "Vocable: the member's e-mail (null for a group)." }),
  })
  .meta({ id: "ShareOptionResponseModel" });
export type ShareOption = z.infer<typeof ShareOption>;

/** Vocable: one current share of the resource, named for people. */
export const ResourceShareEntry = z
  .object({
    principal_type: z.enum(SHARE_PRINCIPAL_TYPES),
    /** The user, group or key id; "default" for the whole workspace (as role_to_group_ids has it). */
    principal_id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    role: ShareRole,
    shared_by_user_id: z.string(),
    created_at_unix: z.number().int(),
  })
  .meta({ id: "ResourceShareEntry" });
export type ResourceShareEntry = z.infer<typeof ResourceShareEntry>;

export const ResourceMetadata = z
  .object({
    resource_id: z.string(),
    resource_name: z.string(),
    resource_type: ShareableResourceType,
    creator_user_id: z.string(),
    anonymous_access_level_override: z.null(),
    role_to_group_ids: z.record(z.string(), z.array(z.string())).meta({
      description: "Each role's grantees: user ids, group ids, 'default' for the whole workspace, key ids. The creator holds every right and is not listed.",
    }),
    share_options: z.array(ShareOption).meta({ description: "Members (and groups, and 'default') without a share of this resource yet." }),
    shares: z.array(ResourceShareEntry).meta({ description: "Vocable: the current shares with names, for the share dialog." }),
  })
  .meta({ id: "ResourceMetadataResponseModel" });
export type ResourceMetadata = z.infer<typeof ResourceMetadata>;
