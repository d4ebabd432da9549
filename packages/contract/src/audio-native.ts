import { z } from "zod";
import { PageToken, ResourceId, SingleLineText } from "./strings";

/**
 * Audio Native (`client.audioNative.*` of the pinned SDK): an article read aloud by a player a
 * publisher embeds in its own page. A project holds the article's text and the player's settings;
 * a conversion (a job) speaks the text through the text-to-speech path, and the published
 * snapshot's audio is what the embedded player plays.
 */

/** A colour the player's inline style can take as it is: #rgb, #rgba, #rrggbb or #rrggbbaa. */
export const PlayerColor = z.string().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "A colour as #rgb or #rrggbb (optionally with alpha).");

/** An https image URL shown in the player (ElevenLabs: deprecated, still sent). */
export const PlayerImageUrl = z
  .string()
  .max(2000)
  .refine((v) => v === "" || /^https:\/\/[^\s"'<>\\]+$/.test(v), "image: an https:// URL without spaces or quotes, or empty.");

const FALSE_OR_TRUE = /^(true|false|1|0)$/i;
/** A boolean multipart field, as the SDK sends it ("true"/"false"). */
const FormBoolean = z
  .string()
  .regex(FALSE_OR_TRUE, "Use true or false.")
  .transform((v) => /^(true|1)$/i.test(v));

/** Minutes a listener's place is kept across page reloads (0: not kept); at most 30 days. */
export const MAX_SESSIONIZATION_MINUTES = 30 * 24 * 60;

/**
 * The text fields of POST /v1/audio-native (`audioNative.create`), as multipart strings. `file`
 * (txt or HTML) is the article; `pronunciation_dictionary_locators` repeats, one JSON locator a field.
 */
export const AudioNativeCreateFields = z.object({
  name: SingleLineText.trim().min(1, "name must not be empty.").max(200),
  image: PlayerImageUrl.optional(),
  author: SingleLineText.trim().max(200).optional(),
  title: SingleLineText.trim().max(300).optional(),
  small: FormBoolean.optional(),
  text_color: PlayerColor.optional(),
  background_color: PlayerColor.optional(),
  sessionization: z.coerce.number().int().min(0).max(MAX_SESSIONIZATION_MINUTES).optional(),
  voice_id: ResourceId.optional(),
  model_id: ResourceId.optional(),
  auto_convert: FormBoolean.optional(),
  apply_text_normalization: z.enum(["auto", "on", "off", "apply_english"]).optional(),
}).strict();
export type AudioNativeCreateFields = z.infer<typeof AudioNativeCreateFields>;

/** The form of POST /v1/audio-native, for the OpenAPI document (the route reads the multipart stream itself). */
export const AudioNativeCreateForm = z
  .object({
    name: z.string(),
    file: z.string().meta({ format: "binary", description: "The article: a .txt file (UTF-8) or an HTML page; scripts, styles and navigation are left out" }).optional(),
    image: z.string().optional(),
    author: z.string().optional().meta({ description: "Spoken after the title, and shown in the player" }),
    title: z.string().optional().meta({ description: "Spoken first, and shown in the player; the project's name when absent" }),
    small: z.enum(["true", "false"]).optional(),
    text_color: z.string().optional(),
    background_color: z.string().optional(),
    sessionization: z.string().optional().meta({ description: "Minutes a listener's place in the audio is kept across reloads of the page (0: not kept)" }),
    voice_id: z.string().optional(),
    model_id: z.string().optional(),
    auto_convert: z.enum(["true", "false"]).optional(),
    apply_text_normalization: z.enum(["auto", "on", "off", "apply_english"]).optional(),
    pronunciation_dictionary_locators: z.array(z.string()).optional().meta({ description: "One JSON locator per field" }),
  })
  .meta({ id: "BodyCreatesAudioNativeEnabledProjectV1AudioNativePost" });

/** The text fields of POST /v1/audio-native/{project_id}/content (`audioNative.update`). */
export const AudioNativeContentFields = z.object({
  auto_convert: FormBoolean.optional(),
  auto_publish: FormBoolean.optional(),
}).strict();
export const AudioNativeContentForm = z
  .object({
    file: z.string().meta({ format: "binary", description: "The new article: .txt (UTF-8) or HTML" }).optional(),
    auto_convert: z.enum(["true", "false"]).optional(),
    auto_publish: z.enum(["true", "false"]).optional().meta({ description: "Publish the new audio as soon as it is converted (else the player keeps the previous audio)" }),
  })
  .meta({ id: "BodyUpdateAudioNativeProjectContentV1AudioNativeProjectIdContentPost" });

/** POST /v1/audio-native/content (`audioNative.updateContentFromUrl`). */
export const AudioNativeContentFromUrlRequest = z
  .object({
    url: z.string().trim().min(1).max(2000).meta({ description: "The page of a project (its page_url): fetched, read, converted and published" }),
    author: SingleLineText.trim().max(200).optional(),
    title: SingleLineText.trim().max(300).optional(),
  })
  .meta({ id: "BodyUpdateAudioNativeContentFromUrlV1AudioNativeContentPost" });
export type AudioNativeContentFromUrlRequest = z.infer<typeof AudioNativeContentFromUrlRequest>;

export const AudioNativeProjectParams = z.object({ project_id: ResourceId });

export const AudioNativeCreateResponse = z
  .object({
    project_id: z.string(),
    converting: z.boolean(),
    html_snippet: z.string().meta({ description: "An <iframe> of the project's public player, to paste into the page" }),
  })
  .meta({ id: "AudioNativeCreateProjectResponseModel" });
export type AudioNativeCreateResponse = z.infer<typeof AudioNativeCreateResponse>;

export const AudioNativeEditContentResponse = z
  .object({
    project_id: z.string(),
    converting: z.boolean(),
    publishing: z.boolean(),
    html_snippet: z.string(),
  })
  .meta({ id: "AudioNativeEditContentResponseModel" });
export type AudioNativeEditContentResponse = z.infer<typeof AudioNativeEditContentResponse>;

export const AudioNativePlayerSettings = z
  .object({
    title: z.string(),
    image: z.string(),
    author: z.string(),
    small: z.boolean(),
    text_color: z.string(),
    background_color: z.string(),
    sessionization: z.number().int(),
    audio_path: z.string().optional().meta({ description: "The published audio's path on this server" }),
    audio_url: z.string().optional().meta({ description: "The published audio (public, like the player)" }),
    status: z.enum(["processing", "ready"]).optional().meta({ description: "processing while a conversion runs; ready when published audio exists" }),
  })
  .meta({ id: "AudioNativeProjectSettingsResponseModel" });

export const AudioNativeSettingsResponse = z
  .object({
    enabled: z.boolean(),
    snapshot_id: z.string().optional().meta({ description: "The published snapshot (the audio the player plays)" }),
    settings: AudioNativePlayerSettings.optional(),
    /** Vocable: why the last conversion failed, when it did (nothing was charged for it). */
    conversion_error: z.string().nullable(),
  })
  .meta({ id: "GetAudioNativeProjectSettingsResponseModel" });
export type AudioNativeSettingsResponse = z.infer<typeof AudioNativeSettingsResponse>;

/** POST /v1/audio-native/{project_id}/settings (Vocable; not in the pinned SDK): the player's settings and page. */
export const AudioNativeSettingsUpdate = z
  .object({
    name: SingleLineText.trim().min(1).max(200).optional(),
    title: SingleLineText.trim().max(300).optional(),
    author: SingleLineText.trim().max(200).optional(),
    image: PlayerImageUrl.optional(),
    small: z.boolean().optional(),
    text_color: PlayerColor.optional(),
    background_color: PlayerColor.optional(),
    sessionization: z.number().int().min(0).max(MAX_SESSIONIZATION_MINUTES).optional(),
    enabled: z.boolean().optional().meta({ description: "false: the embedded player shows nothing" }),
    page_url: z.string().trim().max(2000).nullable().optional().meta({ description: "The page that embeds the player: what updateContentFromUrl finds the project by" }),
  })
  .strict()
  .meta({ id: "AudioNativeSettingsUpdate" });
export type AudioNativeSettingsUpdate = z.infer<typeof AudioNativeSettingsUpdate>;

/** GET /v1/audio-native (Vocable): the workspace's projects, newest first. */
export const AudioNativeListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  cursor: PageToken.optional(),
});
export const AudioNativeProjectSummary = z
  .object({
    project_id: z.string(),
    name: z.string(),
    title: z.string(),
    author: z.string(),
    status: z.enum(["empty", "processing", "ready", "failed"]),
    published: z.boolean(),
    enabled: z.boolean(),
    page_url: z.string().nullable(),
    characters: z.number().int().meta({ description: "Characters of the article's text (the conversion also speaks the title and the author)" }),
    created_at_unix: z.number().int(),
    html_snippet: z.string(),
    player_url: z.string(),
    conversion_error: z.string().nullable(),
    can_edit: z.boolean(),
  })
  .meta({ id: "AudioNativeProjectSummary" });
export type AudioNativeProjectSummary = z.infer<typeof AudioNativeProjectSummary>;
export const AudioNativeProjectList = z
  .object({ projects: z.array(AudioNativeProjectSummary), has_more: z.boolean(), next_cursor: z.string().nullable() })
  .meta({ id: "AudioNativeProjectList" });
export type AudioNativeProjectList = z.infer<typeof AudioNativeProjectList>;
