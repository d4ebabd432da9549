import type { TextToDialogueQuery, TextToDialogueRequest, VoiceSegment } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { admitSpeech } from "#features/speech/tts/use-cases/admit-speech";
import { planSpeech, type SpeechPlan } from "#features/speech/tts/use-cases/plan-speech";
import { runSpeech, type StartedSpeech } from "#features/speech/tts/use-cases/start-speech";
import { LINE_BREAK, dialogueChunks, mergeSegments } from "./dialogue-chunks";

/** A started dialogue: the generation, and its voice segments so far (one per line). */
export interface StartedDialogue {
  speech: StartedSpeech;
  segments(): VoiceSegment[];
}

/** The dialogue's own names of the text-to-speech parameters its lines are planned with. */
const DIALOGUE_NAMES: Record<string, string> = { similarity_boost: "similarity", next_text: "future_text" };

type Deps = Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">;

/**
 * A dialogue as one generation: every line planned first (its voice, settings and checks, so any
 * error is answered before a charge), then admitted and charged once for all lines' characters,
 * then spoken line after line (dialogueChunks) through the same encoding, streaming and settling
 * as a text-to-speech call. With logging, one history item holds the dialogue.
 */
export async function startDialogue(
  deps: Deps,
  principal: Principal,
  input: { body: TextToDialogueRequest; query: TextToDialogueQuery; requestId: string; streaming: boolean; exactTimings?: boolean; signal?: AbortSignal },
): Promise<StartedDialogue> {
  const { body, query } = input;
  const voiceSettings = body.settings ? { stability: body.settings.stability, similarity_boost: body.settings.similarity } : null;
  const plans: SpeechPlan[] = [];
  for (const [index, line] of body.inputs.entries()) {
    plans.push(
      await planSpeech(deps, principal, {
        voiceId: line.voice_id,
        body: {
          text: line.text,
          model_id: body.model_id,
          language_code: body.language_code,
          voice_settings: voiceSettings,
          seed: body.seed,
          apply_text_normalization: body.apply_text_normalization,
          pronunciation_dictionary_locators: body.pronunciation_dictionary_locators,
          use_pvc_as_ivc: body.use_pvc_as_ivc,
          audio_effects: body.audio_effects,
          previous_text: index === 0 ? body.previous_text : null,
          next_text: index === body.inputs.length - 1 ? body.future_text : null,
          previous_request_ids: index === 0 ? body.previous_request_ids : null,
          next_request_ids: index === body.inputs.length - 1 ? body.next_request_ids : null,
        },
        query: { output_format: query.output_format, enable_logging: query.enable_logging },
        exactTimings: input.exactTimings,
        // ElevenLabs speaks dialogues with its v3 models only: their lines' audio tags are tags, whatever the model.
        audioTags: true,
      }),
    );
  }
  const plan: SpeechPlan = {
    ...plans[0],
    cost: plans.reduce((n, p) => n + p.cost, 0),
    approximatedRules: [...new Set(plans.flatMap((p) => p.approximatedRules))],
    unappliedRules: [...new Set(plans.flatMap((p) => p.unappliedRules))],
    unperformedAudioTags: [...new Set(plans.flatMap((p) => p.unperformedAudioTags))],
    unappliedParameters: [...new Set(plans.flatMap((p) => p.unappliedParameters.map((name) => DIALOGUE_NAMES[name] ?? name)))],
  };
  const text = body.inputs.map((line) => line.text).join(LINE_BREAK);
  const dialogue = body.inputs.map((line, i) => ({ text: line.text, voice_id: plans[i].voice.voiceId, voice_name: plans[i].voice.name }));
  const admitted = await admitSpeech(deps, principal, plan, { body: { text, model_id: body.model_id }, logging: query.enable_logging, requestId: input.requestId, dialogue });
  const stretches: VoiceSegment[] = [];
  const speech = await runSpeech(deps, principal, plan, admitted, {
    streaming: input.streaming,
    signal: input.signal,
    source: (signal) => dialogueChunks(deps.speech, plans, principal.workspaceId, signal, stretches),
  });
  return { speech, segments: () => mergeSegments(stretches) };
}
