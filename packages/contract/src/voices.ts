import { z } from "zod";
import { PageToken, QueryBoolean, ResourceId, SafeText, SingleLineText } from "./strings";
import { orNull } from "./or-null";

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

/** A sample of a cloned voice (`samples` of a Voice). */
export const VoiceSample = z
  .object({
    sample_id: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    hash: z.string(),
    duration_secs: z.number(),
    remove_background_noise: z.boolean(),
    has_isolated_audio: z.boolean(),
    has_isolated_audio_preview: z.boolean(),
    trim_start: z.number().nullable().describe("Where the kept audio starts, in milliseconds"),
    trim_end: z.number().nullable().describe("Where the kept audio ends, in milliseconds"),
    speaker_separation: z
      .object({
        voice_id: z.string(),
        sample_id: z.string(),
        status: z.enum(["not_started", "pending", "completed", "failed"]),
        speakers: z.record(z.string(), z.object({ speaker_id: z.string(), duration_secs: z.number(), utterances: z.array(z.object({ start: z.number(), end: z.number() })).nullable() })).nullable(),
        selected_speaker_ids: z.array(z.string()).nullable(),
      })
      .nullable(),
  })
  .meta({ id: "VoiceSample" });
export type VoiceSample = z.infer<typeof VoiceSample>;

export const FINE_TUNING_STATES = ["not_started", "queued", "fine_tuning", "fine_tuned", "failed", "delayed"] as const;

/** `fine_tuning` of a Voice: for a professional voice its training; for the others, what it is made of (`message`). */
export const FineTuning = z
  .object({
    is_allowed_to_fine_tune: z.boolean(),
    state: z.record(z.string(), z.enum(FINE_TUNING_STATES)),
    verification_failures: z.array(z.string()),
    verification_attempts_count: z.number().int(),
    manual_verification_requested: z.boolean(),
    language: z.string().nullable(),
    progress: z.record(z.string(), z.number()),
    message: z.record(z.string(), z.string()),
    dataset_duration_seconds: z.number().nullable(),
    verification_attempts: z.array(z.object({ text: z.string(), date_unix: z.number().int(), accepted: z.boolean(), similarity: z.number(), levenshtein_distance: z.number() })).nullable(),
    slice_ids: z.array(z.string()).nullable(),
    max_verification_attempts: z.number().int().nullable(),
  })
  .meta({ id: "FineTuning" });
export type FineTuning = z.infer<typeof FineTuning>;

export const VoiceVerification = z
  .object({
    requires_verification: z.boolean(),
    is_verified: z.boolean(),
    verification_failures: z.array(z.string()),
    verification_attempts_count: z.number().int(),
    language: z.string().nullable(),
  })
  .meta({ id: "VoiceVerification" });

export const SHARING_STATUSES = ["enabled", "disabled", "copied", "copied_disabled"] as const;

/** `sharing` of a Voice: its place in the voice library (or, for a copy, the voice it was copied from). */
export const VoiceSharing = z
  .object({
    status: z.enum(SHARING_STATUSES),
    public_owner_id: z.string(),
    original_voice_id: z.string(),
    date_unix: z.number().int(),
    free_users_allowed: z.boolean(),
    live_moderation_enabled: z.boolean(),
    notice_period: z.number().int(),
    disable_at_unix: z.number().int().nullable(),
    voice_mixing_allowed: z.boolean(),
    featured: z.boolean(),
    category: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    labels: z.record(z.string(), z.string()),
    cloned_by_count: z.number().int(),
    liked_by_count: z.number().int(),
    enabled_in_library: z.boolean(),
    financial_rewards_enabled: z.boolean(),
    whitelisted_emails: z.array(z.string()),
  })
  .meta({ id: "VoiceSharing" });
export type VoiceSharing = z.infer<typeof VoiceSharing>;

export const Voice = z
  .object({
    voice_id: z.string(),
    name: z.string(),
    category: VoiceCategory,
    description: z.string().nullable(),
    labels: z.record(z.string(), z.string()),
    preview_url: z.string().nullable(),
    settings: orNull(ResolvedVoiceSettings),
    available_for_tiers: z.array(z.string()),
    high_quality_base_model_ids: z.array(z.string()),
    verified_languages: z.array(VerifiedLanguage),
    safety_control: z.enum(["NONE", "BAN", "CAPTCHA"]).nullable(),
    is_owner: z.boolean(),
    is_legacy: z.boolean(),
    created_at_unix: z.number().int().nullable(),
    samples: z.array(VoiceSample).nullable(),
    fine_tuning: orNull(FineTuning),
    sharing: orNull(VoiceSharing),
    voice_verification: orNull(VoiceVerification),
    collection_ids: z.array(z.string()),
    is_mixed: z.boolean(),
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
  fine_tuning_state: z.enum(FINE_TUNING_STATES).optional(),
  collection_id: ResourceId.optional(),
  /** Repeated (`voice_ids=a&voice_ids=b`) or comma-separated; at most 100. */
  voice_ids: z.union([ResourceId, z.array(ResourceId).max(100)]).optional(),
  gender: SafeText.max(100).optional(),
  age: SafeText.max(100).optional(),
  accent: SafeText.max(100).optional(),
  language: z.union([SafeText.max(100), z.array(SafeText.max(100)).max(20)]).optional(),
  use_cases: z.union([SafeText.max(100), z.array(SafeText.max(100)).max(20)]).optional(),
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

/**
 * GET /v1/voices: `show_legacy=true` adds ElevenLabs' public premade voice ids (Rachel, Adam, ...),
 * each an alias spoken by the closest built-in voice (`is_legacy: true`, `labels.vocable_alias_of`).
 */
export const GetVoicesQuery = z.object({ show_legacy: QueryBoolean.optional() });

/** GET /v1/voices/{voice_id}: `with_settings` is accepted (settings are always included). */
export const GetVoiceQuery = z.object({ with_settings: QueryBoolean.optional() });

/**
 * The text fields of POST /v1/voices/add and /v1/voices/{id}/edit (multipart; the files are read
 * as a stream beside them). `labels` is a JSON object of strings sent as a string.
 */
export const VoiceFormFields = z.object({
  name: SingleLineText.trim().min(1, "Give the voice a name.").max(100),
  description: SafeText.max(500).optional(),
  labels: z.record(SingleLineText.max(50), SingleLineText.max(200)).refine((l) => Object.keys(l).length <= 20, "At most 20 labels.").optional(),
  remove_background_noise: z.enum(["true", "false"]).optional().transform((v) => v === "true"),
});
export type VoiceFormFields = z.infer<typeof VoiceFormFields>;

export const AddVoiceResponse = z.object({ voice_id: z.string(), requires_verification: z.boolean() }).meta({ id: "AddVoiceResponse" });
/**
 * What instant cloning is doing (Vocable only): checking the samples (decoding, speech, clipping,
 * one speaker), measuring the voice (its speaker embedding, pitch and rate), matching it against
 * candidate voices (`judged` of at most `total`, which can only shrink), saving.
 */
export const AddVoiceStage = z.enum(["checking_samples", "measuring_voice", "matching_voices", "saving"]);
export type AddVoiceStage = z.infer<typeof AddVoiceStage>;
/**
 * One line of POST /v1/voices/add's answer when the client asks for `Accept: application/x-ndjson`
 * (Vocable only; without it the answer is the plain AddVoiceResponse): progress lines, then one
 * `done` line with the voice, or one `error` line with the status and the ElevenLabs error body the
 * plain call would have answered with.
 */
export const AddVoiceProgressLine = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("progress"), stage: AddVoiceStage, judged: z.number().int().min(0).optional(), total: z.number().int().min(0).optional() }),
    z.object({ type: z.literal("done"), voice_id: z.string(), requires_verification: z.boolean() }),
    z.object({ type: z.literal("error"), status: z.number().int(), body: z.unknown() }),
  ])
  .meta({ id: "AddVoiceProgressLine" });
export type AddVoiceProgressLine = z.infer<typeof AddVoiceProgressLine>;
export const VoiceSampleParams = z.object({ voice_id: ResourceId, sample_id: ResourceId });

/** PUT /v1/admin/voices/{voice_id}/safety-control (instance operators): CAPTCHA, BAN, or null to lift it. */
export const SetVoiceSafetyControlRequest = z.object({ safety_control: z.enum(["CAPTCHA", "BAN"]).nullable() }).meta({ id: "SetVoiceSafetyControlRequest" });
export const VoiceSafetyControlResponse = z.object({ voice_id: z.string(), safety_control: z.enum(["CAPTCHA", "BAN"]).nullable() }).meta({ id: "VoiceSafetyControlResponse" });

/** The output formats voice design previews come in (ElevenLabs' AllowedOutputFormats for design). */
export const DESIGN_OUTPUT_FORMATS = ["mp3_22050_32", "mp3_24000_48", "mp3_44100_32", "mp3_44100_64", "mp3_44100_96", "mp3_44100_128", "mp3_44100_192", "pcm_8000", "pcm_16000", "pcm_22050", "pcm_24000", "pcm_44100", "pcm_48000", "ulaw_8000", "alaw_8000", "opus_48000_32", "opus_48000_64", "opus_48000_96", "opus_48000_128", "opus_48000_192"] as const;
/** Without output_format: mp3_44100_192 where the plan has 192 kbps audio (Creator and above), else mp3_44100_128. */
export const VoiceDesignQuery = z.object({ output_format: z.enum(DESIGN_OUTPUT_FORMATS).optional() });

/** POST /v1/text-to-voice/design and /create-previews; /{voice_id}/remix takes the same. */
export const VoiceDesignRequest = z
  .object({
    voice_description: SafeText.trim().min(20, "Describe the voice in at least 20 characters.").max(1000),
    text: SafeText.min(100, "The preview text must be at least 100 characters.").max(1000).nullish(),
    auto_generate_text: z.boolean().default(false),
    loudness: z.number().min(-1).max(1).default(0.5),
    quality: z.number().min(-1).max(1).nullish(),
    seed: z.number().int().min(0).max(4294967295).nullish(),
    guidance_scale: z.number().min(0).max(100).default(5),
    should_enhance: z.boolean().optional(),
    model_id: z.string().max(100).optional(),
    stream_previews: z.boolean().optional(),
    remixing_session_id: z.string().max(100).nullish(),
    remixing_session_iteration_id: z.string().max(100).nullish(),
    prompt_strength: z.number().min(0).max(1).nullish(),
    reference_audio_base64: z.string().max(10_000_000).nullish(),
  })
  .meta({ id: "VoiceDesignRequest" });
export type VoiceDesignRequest = z.infer<typeof VoiceDesignRequest>;

export const VoiceDesignPreviewResponse = z
  .object({
    previews: z.array(z.object({ audio_base_64: z.string(), generated_voice_id: z.string(), media_type: z.string(), duration_secs: z.number(), language: z.string() })),
    text: z.string(),
  })
  .meta({ id: "VoiceDesignPreviewResponse" });
export type VoiceDesignPreviewResponse = z.infer<typeof VoiceDesignPreviewResponse>;

/** POST /v1/text-to-voice: keep a preview as a voice. */
export const CreateVoiceFromPreviewRequest = z
  .object({
    voice_name: SingleLineText.trim().min(1).max(100),
    voice_description: SafeText.trim().min(1).max(1000),
    generated_voice_id: ResourceId,
    labels: z.record(SingleLineText.max(50), SingleLineText.max(200).nullable()).nullish(),
    played_not_selected_voice_ids: z.array(ResourceId).max(10).nullish(),
  })
  .meta({ id: "CreateVoiceFromPreviewRequest" });
export const GeneratedVoiceParams = z.object({ generated_voice_id: ResourceId });

/** `voices.collections`: a member's named groups of voices. */
export const VoiceCollection = z
  .object({ collection_id: z.string(), title: z.string(), icon: z.string(), permission_on_resource: z.enum(["admin", "editor", "viewer"]), voice_ids: z.array(z.string()), created_at_unix: z.number().int() })
  .meta({ id: "VoiceCollection" });
export type VoiceCollection = z.infer<typeof VoiceCollection>;
export const VoiceCollectionList = z.object({ collections: z.array(VoiceCollection), has_more: z.boolean(), next_page_token: z.string().nullable() }).meta({ id: "VoiceCollectionList" });
export type VoiceCollectionList = z.infer<typeof VoiceCollectionList>;
export const VoiceCollectionListQuery = z.object({ page_size: z.coerce.number().int().min(1).max(100).default(100), next_page_token: PageToken.optional() });
export const CreateVoiceCollectionRequest = z.object({ title: SingleLineText.trim().min(1, "Give the collection a title.").max(100), icon: SingleLineText.max(64).default("") });
export const UpdateVoiceCollectionRequest = z.object({ title: SingleLineText.trim().min(1).max(100).optional(), icon: SingleLineText.max(64).optional() });
export const CollectionIdParams = z.object({ collection_id: ResourceId });
export const CollectionVoiceParams = z.object({ collection_id: ResourceId, voice_id: ResourceId });
export const CollectionVoiceResponse = z.object({ collection_id: z.string(), voice_id: z.string() });
export const DeleteCollectionResponse = z.object({ collection_id: z.string() });

// ---- The voice library ------------------------------------------------------------------------

export const LIBRARY_CATEGORIES = ["generated", "professional", "high_quality", "famous"] as const;

/** POST /v1/voices/{voice_id}/sharing: put a voice in the voice library, or change how it is listed. */
export const ShareVoiceRequest = z
  .object({
    /** enabled: listed and copyable; copied_disabled: listed, new copies refused. */
    status: z.enum(["enabled", "copied_disabled"]).default("enabled"),
    name: SingleLineText.trim().min(1).max(100).optional(),
    description: SafeText.max(500).nullish(),
    category: z.enum(LIBRARY_CATEGORIES).optional(),
    labels: z.record(SingleLineText.max(50), SingleLineText.max(200)).refine((l) => Object.keys(l).length <= 20, "At most 20 labels.").optional(),
    /** Days those who copied it keep using it after it is removed from the library (0..365). */
    notice_period: z.number().int().min(0).max(365).default(0),
    free_users_allowed: z.boolean().default(true),
    live_moderation_enabled: z.boolean().default(false),
  })
  .meta({ id: "ShareVoiceRequest" });
export type ShareVoiceRequest = z.infer<typeof ShareVoiceRequest>;

export const LibraryVoice = z
  .object({
    public_owner_id: z.string(),
    voice_id: z.string(),
    date_unix: z.number().int(),
    name: z.string(),
    accent: z.string(),
    gender: z.string(),
    age: z.string(),
    descriptive: z.string(),
    use_case: z.string(),
    category: z.string(),
    language: z.string(),
    locale: z.string().nullable(),
    description: z.string().nullable(),
    preview_url: z.string().nullable(),
    usage_character_count_1y: z.number().int(),
    usage_character_count_7d: z.number().int(),
    play_api_usage_character_count_1y: z.number().int(),
    cloned_by_count: z.number().int(),
    free_users_allowed: z.boolean(),
    live_moderation_enabled: z.boolean(),
    featured: z.boolean(),
    notice_period: z.number().int(),
    is_added_by_user: z.boolean(),
    /** Vocable: how the voice is made (approximation, parametric, cloned...), so a library never hides it. */
    vocable_method: z.string(),
    /** Vocable, similar-voice search only: 1 - cosine similarity of speaker embeddings (0 = the same voice, 2 = opposite). */
    distance: z.number().optional(),
  })
  .meta({ id: "LibraryVoice" });
export type LibraryVoice = z.infer<typeof LibraryVoice>;

export const LibraryVoicesResponse = z
  .object({ voices: z.array(LibraryVoice), has_more: z.boolean(), total_count: z.number().int(), last_sort_id: z.string().nullable() })
  .meta({ id: "LibraryVoicesResponse" });

const QueryList = z.union([SafeText.max(100), z.array(SafeText.max(100)).max(20)]);
export const SharedVoicesQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  category: z.enum(LIBRARY_CATEGORIES).optional(),
  gender: SafeText.max(100).optional(),
  age: SafeText.max(100).optional(),
  accent: SafeText.max(100).optional(),
  language: SafeText.max(100).optional(),
  locale: SafeText.max(100).optional(),
  search: SafeText.max(1000).optional(),
  use_cases: QueryList.optional(),
  descriptives: QueryList.optional(),
  featured: QueryBoolean.optional(),
  min_notice_period_days: z.coerce.number().int().min(0).max(3650).optional(),
  include_custom_rates: QueryBoolean.optional(),
  include_live_moderated: QueryBoolean.optional(),
  reader_app_enabled: QueryBoolean.optional(),
  owner_id: SafeText.max(100).optional(),
  sort: SafeText.max(100).optional(),
  /** Pages by number, as the SDK sends (at most 100 pages deep); `last_sort_id` continues a page by keyset at any depth. */
  page: z.coerce.number().int().min(0).max(100).default(0),
  last_sort_id: PageToken.optional(),
});
export type SharedVoicesQuery = z.infer<typeof SharedVoicesQuery>;

export const AddSharedVoiceParams = z.object({ public_user_id: ResourceId, voice_id: ResourceId });
export const AddSharedVoiceRequest = z.object({ new_name: SingleLineText.trim().min(1, "Give the copy a name.").max(100), bookmarked: z.boolean().optional() });
export const AddSharedVoiceResponse = z.object({ voice_id: z.string() }).meta({ id: "AddSharedVoiceResponse" });

// ---- Professional voice cloning ---------------------------------------------------------------

const PvcLabels = z.record(SingleLineText.max(50), SingleLineText.max(200).nullable()).refine((l) => Object.keys(l).length <= 20, "At most 20 labels.");
export const CreatePvcRequest = z.object({
  name: SingleLineText.trim().min(1, "Give the voice a name.").max(100),
  language: z.string().regex(/^[a-z]{2}$/i, "An ISO 639-1 language code (en, fr, de…)."),
  description: SafeText.max(500).nullish(),
  labels: PvcLabels.nullish(),
});
export const UpdatePvcRequest = CreatePvcRequest.partial();
export const PvcVoiceResponse = z.object({ voice_id: z.string() }).meta({ id: "PvcVoiceResponse" });
export const UpdatePvcSampleRequest = z.object({
  remove_background_noise: z.boolean().optional(),
  selected_speaker_ids: z.array(z.string().max(64)).max(20).nullish(),
  trim_start_time: z.number().int().min(0).nullish().describe("Start of the audio to train on, in milliseconds (null clears it)"),
  trim_end_time: z.number().int().min(0).nullish().describe("End of the audio to train on, in milliseconds (null clears it)"),
  file_name: SingleLineText.trim().min(1).max(200).nullish(),
});
export const TrainPvcRequest = z.object({ model_id: z.string().max(100).nullish() });
export const PvcStatusResponse = z.object({ status: z.string() });
export const SampleAudioResponse = z.object({ audio_base_64: z.string(), voice_id: z.string(), sample_id: z.string(), media_type: z.string(), duration_secs: z.number() });
export const SampleAudioQuery = z.object({ remove_background_noise: QueryBoolean.optional() });
export const SampleWaveformResponse = z.object({ sample_id: z.string(), visual_waveform: z.array(z.number()) });
export const SpeakerSeparationResponse = z.object({
  voice_id: z.string(),
  sample_id: z.string(),
  status: z.enum(["not_started", "pending", "completed", "failed"]),
  speakers: z.record(z.string(), z.object({ speaker_id: z.string(), duration_secs: z.number(), utterances: z.array(z.object({ start: z.number(), end: z.number() })) })).nullable(),
  selected_speaker_ids: z.array(z.string()).nullable(),
});
export const SpeakerAudioResponse = z.object({ audio_base_64: z.string(), media_type: z.string(), duration_secs: z.number() });
export const SpeakerParams = z.object({ voice_id: ResourceId, sample_id: ResourceId, speaker_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const CaptchaResponse = z.object({ text: z.string(), voice_id: z.string() }).meta({ id: "CaptchaResponse" });

/** PUT /v1/admin/voices/{voice_id}/verification (instance operators): grant (or withdraw) a voice's verification by hand. */
export const SetVoiceVerificationRequest = z.object({ is_verified: z.boolean() }).meta({ id: "SetVoiceVerificationRequest" });
export const VoiceVerificationResponse = z.object({ voice_id: z.string(), is_verified: z.boolean() }).meta({ id: "VoiceVerificationResponse" });
