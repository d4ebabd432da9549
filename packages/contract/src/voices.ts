import { z } from "zod";
import { PageToken, QueryBoolean, ResourceId, SafeText } from "./strings";

export const VoiceSettings = z
  .object({
    stability: z.number().min(0).max(1).nullish(),
    similarity_boost: z.number().min(0).max(1).nullish(),
    style: z.number().min(0).max(1).nullish(),
    use_speaker_boost: z.boolean().nullish(),
    speed: z.number().min(0.7).max(1.2).nullish(),
  })
  .meta({ id: "VoiceSettings" });
export type VoiceSettings = z.infer<typeof VoiceSettings>;

/** Settings with every field filled in (what the server stores and answers). */
export const ResolvedVoiceSettings = z
  .object({
    stability: z.number(),
    similarity_boost: z.number(),
    style: z.number(),
    use_speaker_boost: z.boolean(),
    speed: z.number(),
  })
  .meta({ id: "ResolvedVoiceSettings" });
export type ResolvedVoiceSettings = z.infer<typeof ResolvedVoiceSettings>;

export const VoiceCategory = z.enum(["premade", "cloned", "generated", "professional"]);
export type VoiceCategory = z.infer<typeof VoiceCategory>;

export const VerifiedLanguage = z.object({
  language: z.string(),
  model_id: z.string(),
  accent: z.string().nullable(),
  locale: z.string().nullable(),
  preview_url: z.string().nullable(),
});

export const Voice = z
  .object({
    voice_id: z.string(),
    name: z.string(),
    category: VoiceCategory,
    description: z.string().nullable(),
    labels: z.record(z.string(), z.string()),
    preview_url: z.string().nullable(),
    settings: ResolvedVoiceSettings.nullable(),
    available_for_tiers: z.array(z.string()),
    high_quality_base_model_ids: z.array(z.string()),
    verified_languages: z.array(VerifiedLanguage),
    safety_control: z.enum(["NONE", "BAN", "CAPTCHA"]).nullable(),
    is_owner: z.boolean(),
    is_legacy: z.boolean(),
    created_at_unix: z.number().int().nullable(),
  })
  .meta({ id: "Voice" });
export type Voice = z.infer<typeof Voice>;

export const GetVoicesResponse = z.object({ voices: z.array(Voice) }).meta({ id: "GetVoicesResponse" });
export type GetVoicesResponse = z.infer<typeof GetVoicesResponse>;

export const VOICE_SORT_FIELDS = ["created_at_unix", "name"] as const;

export const GetVoicesV2Query = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(100),
  next_page_token: PageToken.optional(),
  search: SafeText.max(1000).optional(),
  category: VoiceCategory.optional(),
  voice_type: z.enum(["personal", "community", "default", "workspace", "non-default"]).optional(),
  sort: z.enum(VOICE_SORT_FIELDS).optional(),
  sort_direction: z.enum(["asc", "desc"]).optional(),
  include_total_count: QueryBoolean.default(true),
});
export type GetVoicesV2Query = z.infer<typeof GetVoicesV2Query>;

export const GetVoicesV2Response = z
  .object({
    voices: z.array(Voice),
    has_more: z.boolean(),
    total_count: z.number().int(),
    next_page_token: z.string().nullable(),
  })
  .meta({ id: "GetVoicesV2Response" });
export type GetVoicesV2Response = z.infer<typeof GetVoicesV2Response>;

/** The `{voice_id}` of the voice and text-to-speech routes. */
export const VoiceIdParams = z.object({ voice_id: ResourceId });

/** GET /v1/voices: `show_legacy` is accepted (every voice is current). */
export const GetVoicesQuery = z.object({ show_legacy: QueryBoolean.optional() });

/** GET /v1/voices/{voice_id}: `with_settings` is accepted (settings are always included). */
export const GetVoiceQuery = z.object({ with_settings: QueryBoolean.optional() });
