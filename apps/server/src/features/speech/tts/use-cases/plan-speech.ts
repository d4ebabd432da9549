import type { ResolvedVoiceSettings, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { hasSpeakableText, pronunciationRuleSupport, type OutputFormat, type PronunciationRule, type SpeechModel, type SynthesisInput } from "@vocable/speech";
import { textWithoutAudioTags } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { resolvePronunciationRules } from "#features/speech/pronunciation-dictionaries/use-cases/resolve-pronunciation-rules";
import { resolveVoiceSettings } from "#features/voices/voices/default-settings";
import { getVoiceSettings } from "#features/voices/voices/repo";
import { resolveSpeakingVoice, type SpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";
import { requireOutputFormat } from "#features/billing/subscriptions/use-cases/require-capability";
import { validateSpeechRequest } from "./validate-speech-request";
import { resolveSpeechContext } from "./resolve-speech-context";
import { unappliedParameters } from "./unapplied-parameters";

/** What a text-to-speech request asks for, resolved and checked before anything is charged. */
export interface SpeechPlan {
  voice: SpeakingVoice;
  /** The model that speaks: a remote or neural voice's engine model, else the one asked for. */
  model: SpeechModel;
  format: OutputFormat;
  cost: number;
  settings: ResolvedVoiceSettings;
  /** The synthesis request, but for the workspace it is made for (`owner`). */
  synthesis: Omit<SynthesisInput, "owner">;
  /** Phoneme rules occurring in the text that this voice can only approximate (`pronunciation-approximated`). */
  approximatedRules: string[];
  /** Rules occurring in the text that this voice does not apply at all (`pronunciation-not-applied`). */
  unappliedRules: string[];
  /** v3 audio tags in the text that this voice does not perform: removed, never spoken (`audio-tags-not-performed`). */
  unperformedAudioTags: string[];
  /** Parameters the request sent that this voice's engine does not apply (`parameters-not-applied`, see unappliedParameters). */
  unappliedParameters: string[];
}

/** Options the SDK sends that this server cannot honour: 400 naming them, rather than dropped. */
function refuseUnappliedOptions(body: TextToSpeechRequest, voice: SpeakingVoice): void {
  if (body.audio_effects != null) {
    throw new AppError("unsupported_option", 400, "audio_effects: no installed engine applies audio effects (GET /v1/audio-effects/catalog lists none). Leave audio_effects out. Nothing was charged.");
  }
  if (body.use_pvc_as_ivc === true && voice.category === "professional") {
    throw new AppError(
      "unsupported_option",
      400,
      `use_pvc_as_ivc: ${voice.name} is a professional voice, which has one version here (its trained one) and no instant-clone version to speak with instead. Leave use_pvc_as_ivc out. Nothing was charged.`,
    );
  }
}

/**
 * The first step of a generation: resolves the voice, its settings and the pronunciation rules,
 * and checks the request (format and whether the plan has it, text, model, length, something speakable) so that every error
 * it can have is answered before the workspace is charged.
 */
export async function planSpeech(
  deps: Pick<AppDeps, "db" | "speech" | "storage">,
  principal: Principal,
  input: {
    voiceId: string;
    body: TextToSpeechRequest;
    query: TextToSpeechQuery;
    exactTimings?: boolean;
    /** Reads v3 audio tags whatever the model (text to dialogue, which ElevenLabs speaks with v3 only). */
    audioTags?: boolean;
  },
): Promise<SpeechPlan> {
  const { body } = input;
  const voice = await resolveSpeakingVoice(deps, principal, input.voiceId);
  // A cold server or one idle past SPEECH_IDLE_SECONDS starts its synthesis thread now, while the
  // rest of the request is checked and charged, instead of after.
  deps.speech.anticipate({ voiceId: voice.voiceId, rendering: voice.rendering });
  refuseUnappliedOptions(body, voice);
  const validated = validateSpeechRequest(deps.speech, body, input.query);
  await requireOutputFormat(deps.db, principal.workspaceId, validated.format.id);
  // A voice of a remote or local neural engine is served by that engine's model, whatever id was sent.
  const engineModel = voice.engineId !== null ? deps.speech.resolveModel(voice.engineId) : voice.catalogueVoice ? deps.speech.modelOfVoice(voice.catalogueVoice) : undefined;
  if (voice.engineId !== null && !engineModel) {
    throw new AppError("engine_unavailable", 503, `The voice ${voice.name} speaks through the engine "${voice.engineId}", which is not installed on this server any more. Nothing was charged.`);
  }
  const stored = await getVoiceSettings(deps.db, principal.workspaceId, voice.voiceId);
  const settings = resolveVoiceSettings(stored, body.voice_settings);
  const pronunciationRules = await resolvePronunciationRules(deps.db, principal, body.pronunciation_dictionary_locators);
  // The embedded voice that reads the text (a workspace voice's base voice): what the text checks ask about.
  const readerId = voice.catalogueVoice?.voiceId ?? voice.voiceId;
  // v3 audio tags: the v3 family's (and a dialogue's); tags are not words to check, and a performed one is sound.
  const audioTags = input.audioTags === true || validated.model.readsAudioTags;
  const tags = audioTags ? deps.speech.audioTagsOf({ text: body.text, voiceId: voice.voiceId, rendering: voice.rendering }) : { performed: [], unperformed: [] };
  const speakable = tags.performed.length > 0 || hasSpeakableText(audioTags ? textWithoutAudioTags(body.text) : body.text, {
    voiceId: readerId,
    textNormalization: body.apply_text_normalization,
    languageCode: body.language_code ?? undefined,
    pronunciationRules,
  });
  if (!speakable) {
    throw new AppError(
      "no_speakable_text",
      400,
      `The text has nothing ${voice.name} can say (only symbols, punctuation, emoji or a script this voice cannot read), so no audio would be made. Nothing was charged.`,
    );
  }
  const rules = ruleHeaders(pronunciationRules, body.text, engineModel !== undefined, readerId);
  const context = await resolveSpeechContext(deps.db, principal.workspaceId, body);
  const applied = deps.speech.appliedParameters({ voiceId: voice.voiceId, rendering: voice.rendering });
  return {
    voice,
    model: engineModel ?? validated.model,
    format: validated.format,
    cost: validated.cost,
    settings,
    synthesis: {
      text: body.text,
      voiceId: voice.voiceId,
      rendering: voice.rendering,
      speed: settings.speed,
      languageCode: body.language_code ?? undefined,
      seed: body.seed ?? undefined,
      textNormalization: body.apply_text_normalization,
      languageTextNormalization: body.apply_language_text_normalization,
      pronunciationRules,
      // The voice's settings (stored, with the request's own over them) for the engines that take them.
      voiceSettings: { stability: settings.stability, similarityBoost: settings.similarity_boost, style: settings.style, useSpeakerBoost: settings.use_speaker_boost },
      ...context,
      exactTimings: input.exactTimings,
      audioTags: audioTags || undefined,
    },
    ...rules,
    unappliedParameters: unappliedParameters(body, applied),
    unperformedAudioTags: tags.unperformed,
  };
}

/**
 * The rules occurring in the text that the voice cannot honour: a voice of a remote or neural
 * engine (`engineVoice`) reads the text as given, so none of them applies; an embedded voice
 * approximates the phoneme rules its engine lacks phones for.
 */
function ruleHeaders(rules: PronunciationRule[], text: string, engineVoice: boolean, readerId: string) {
  const occurring = rules.filter((rule) => text.toLowerCase().includes(rule.stringToReplace.toLowerCase()));
  return {
    unappliedRules: engineVoice ? occurring.map((rule) => rule.stringToReplace) : [],
    approximatedRules: engineVoice
      ? []
      : occurring.filter((rule) => rule.type === "phoneme" && pronunciationRuleSupport(rule, readerId) === "approximate").map((rule) => rule.stringToReplace),
  };
}
