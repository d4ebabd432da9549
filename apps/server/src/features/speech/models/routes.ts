import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { Model, OpenAiModelList } from "@vocable/contract";
import type { SpeechModel } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { listOpenAiModels } from "./openai-models";

/** A Vocable model in the ElevenLabs Model shape, with the ElevenLabs ids it answers for. */
export function presentModel(model: SpeechModel): Model {
  return {
    model_id: model.modelId,
    name: model.name,
    description: model.description,
    can_be_finetuned: false,
    can_do_text_to_speech: model.canDoTextToSpeech,
    can_do_voice_conversion: model.canDoVoiceConversion,
    can_use_style: model.canUseStyle,
    can_use_speaker_boost: model.canUseSpeakerBoost,
    can_use_audio_tags: model.readsAudioTags,
    serves_pro_voices: false,
    token_cost_factor: 1,
    requires_alpha_access: false,
    max_characters_request_free_user: model.maxCharacters,
    max_characters_request_subscribed_user: model.maxCharacters,
    maximum_text_length_per_request: model.maxCharacters,
    languages: model.languages,
    model_rates: { character_cost_multiplier: 1 },
    concurrency_group: "standard",
    aliases: model.servesAliases,
  };
}

const list = createRoute({
  method: "get", path: "/v1/models", tags: ["models"], security: apiKeySecurity,
  summary: "List the speech models: the embedded engines' three (ElevenLabs model ids are served by the closest, see `aliases`) and one per remote or local neural engine, each with its languages. Asked with `Authorization: Bearer` (as OpenAI's clients send the key), the answer is OpenAI's list of the speech and transcription models instead",
  responses: { 200: json(z.union([z.array(Model), OpenAiModelList])), ...commonErrors },
});

/** OpenAI's clients send the key as a bearer token; ElevenLabs' send xi-api-key, the web app a cookie. */
const asksLikeOpenAi = (authorization: string | undefined, xiApiKey: string | undefined) => !xiApiKey && /^Bearer\s/i.test(authorization ?? "");

export function modelRoutes(deps: Pick<AppDeps, "speech">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, (c) => {
    if (asksLikeOpenAi(c.req.header("authorization"), c.req.header("xi-api-key"))) return c.json(listOpenAiModels(deps.speech), 200);
    return c.json(deps.speech.models().map(presentModel), 200);
  });
  return app;
}
