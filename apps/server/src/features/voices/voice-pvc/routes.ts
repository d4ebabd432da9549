import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CaptchaResponse,
  CreatePvcRequest,
  PvcStatusResponse,
  PvcVoiceResponse,
  SampleAudioQuery,
  SampleAudioResponse,
  SampleWaveformResponse,
  SpeakerAudioResponse,
  SpeakerParams,
  SpeakerSeparationResponse,
  StatusOk,
  TrainPvcRequest,
  UpdatePvcRequest,
  UpdatePvcSampleRequest,
  VoiceIdParams,
  VoiceSample,
  VoiceSampleParams,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, uploadBody } from "#platform/openapi";
import { withUploadForm, type UploadForm } from "#platform/uploads/read-upload-form";
import { deleteVoiceSample } from "#features/voices/voices/use-cases/delete-voice";
import { readSamplePcm } from "#features/voices/voices/use-cases/read-sample-pcm";
import { SAMPLE_RATE } from "#features/voices/voices/use-cases/prepare-voice-samples";
import { addPvcSamples } from "./use-cases/add-pvc-samples";
import { getCaptcha, verifyCaptcha } from "./use-cases/captcha";
import { createPvcVoice, updatePvcVoice } from "./use-cases/create-pvc-voice";
import { requestManualVerification } from "./use-cases/request-verification";
import { requirePvcSample } from "./use-cases/require-pvc-voice";
import { base64Wav, sampleSpeech, speakerTurns, visualWaveform } from "./use-cases/sample-audio";
import { separateSampleSpeakers } from "./use-cases/separate-sample-speakers";
import { trainPvcVoice } from "./use-cases/train-pvc-voice";
import { updatePvcSample } from "./use-cases/update-pvc-sample";

const tags = ["professional voice cloning"];
const BASE = "/v1/voices/pvc";
const S = `${BASE}/{voice_id}/samples/{sample_id}`;
const route = <T extends Parameters<typeof createRoute>[0]>(r: T) => createRoute({ tags, security: apiKeySecurity, ...r });
const binaryField = z.string().meta({ format: "binary" });

const create = route({ method: "post", path: BASE, summary: "Create a professional voice (empty; add samples, verify, train)", request: { body: jsonBody(CreatePvcRequest) }, responses: { 200: json(PvcVoiceResponse), ...commonErrors } });
const update = route({ method: "post", path: `${BASE}/{voice_id}`, summary: "Edit a professional voice", request: { params: VoiceIdParams, body: jsonBody(UpdatePvcRequest) }, responses: { 200: json(PvcVoiceResponse), ...commonErrors, ...notFoundError } });
const addSamples = route({
  method: "post", path: `${BASE}/{voice_id}/samples`, summary: "Add samples to a professional voice",
  request: { params: VoiceIdParams, body: uploadBody(z.object({ files: z.array(binaryField), remove_background_noise: z.boolean().optional() })) },
  responses: { 200: json(z.array(VoiceSample)), ...commonErrors, ...notFoundError },
});
const updateSample = route({ method: "post", path: S, summary: "Pick speakers, trim, rename a sample", request: { params: VoiceSampleParams, body: jsonBody(UpdatePvcSampleRequest) }, responses: { 200: json(PvcVoiceResponse), ...commonErrors, ...notFoundError } });
const deleteSample = route({ method: "delete", path: S, summary: "Delete a sample", request: { params: VoiceSampleParams }, responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError } });
const sampleAudio = route({ method: "get", path: `${S}/audio`, summary: "A sample's audio as kept (trimmed), base64 WAV", request: { params: VoiceSampleParams, query: SampleAudioQuery }, responses: { 200: json(SampleAudioResponse), ...commonErrors, ...notFoundError } });
const waveform = route({ method: "get", path: `${S}/waveform`, summary: "A sample's waveform peaks (0..1)", request: { params: VoiceSampleParams }, responses: { 200: json(SampleWaveformResponse), ...commonErrors, ...notFoundError } });
const speakers = route({ method: "get", path: `${S}/speakers`, summary: "A sample's speaker separation: status and speakers", request: { params: VoiceSampleParams }, responses: { 200: json(SpeakerSeparationResponse), ...commonErrors, ...notFoundError } });
const separate = route({ method: "post", path: `${S}/separate-speakers`, summary: "Start separating a sample's speakers (a job)", request: { params: VoiceSampleParams }, responses: { 200: json(PvcStatusResponse), ...commonErrors, ...notFoundError } });
const speakerAudio = route({ method: "get", path: `${S}/speakers/{speaker_id}/audio`, summary: "One speaker's turns of a sample, base64 WAV", request: { params: SpeakerParams }, responses: { 200: json(SpeakerAudioResponse), ...commonErrors, ...notFoundError } });
const captchaGet = route({ method: "get", path: `${BASE}/{voice_id}/captcha`, summary: "A sentence for the voice's speaker to record", request: { params: VoiceIdParams }, responses: { 200: json(CaptchaResponse), ...commonErrors, ...notFoundError } });
const captchaPost = route({
  method: "post", path: `${BASE}/{voice_id}/captcha`, summary: "The recording of the captcha sentence (checked by speech recognition and speaker embedding)",
  request: { params: VoiceIdParams, body: uploadBody(z.object({ recording: binaryField })) },
  responses: { 200: json(PvcStatusResponse), ...commonErrors, ...notFoundError },
});
// Spec §7: GET and POST /v1/voices/{id}/captcha, for any voice made from a speaker's recordings.
const voiceCaptchaGet = route({ method: "get", path: "/v1/voices/{voice_id}/captcha", summary: "A sentence for a cloned voice's speaker to record", request: { params: VoiceIdParams }, responses: { 200: json(CaptchaResponse), ...commonErrors, ...notFoundError } });
const voiceCaptchaPost = route({
  method: "post", path: "/v1/voices/{voice_id}/captcha", summary: "The recording of the captcha sentence (a cloned or professional voice)",
  request: { params: VoiceIdParams, body: uploadBody(z.object({ recording: binaryField })) },
  responses: { 200: json(PvcStatusResponse), ...commonErrors, ...notFoundError },
});
const train = route({ method: "post", path: `${BASE}/{voice_id}/train`, summary: "Train the voice from its samples (a job; see fine_tuning for progress)", request: { params: VoiceIdParams, body: jsonBody(TrainPvcRequest) }, responses: { 200: json(PvcStatusResponse), ...commonErrors, ...notFoundError } });
const verification = route({
  method: "post", path: `${BASE}/{voice_id}/verification`, summary: "Ask the operators for a manual verification, with documents",
  request: { params: VoiceIdParams, body: uploadBody(z.object({ files: z.array(binaryField), extra_text: z.string().optional() })) },
  responses: { 200: json(PvcStatusResponse), ...commonErrors, ...notFoundError },
});

/** Professional voice cloning (`voices.pvc.*`): created → samples_ready → verified → training → fine_tuned, or failed (ARCHITECTURE.md). */
export function voicePvcRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const upload = <T>(req: Request, fields: string[], work: (form: UploadForm) => Promise<T>) => withUploadForm(req, { fileFields: fields, maxBytes: deps.config.uploads.maxBytes, maxFiles: 25 }, work);

  app.openapi(create, async (c) => c.json({ voice_id: (await createPvcVoice(deps, c.get("principal"), c.req.valid("json"))).voiceId }, 200));
  app.openapi(update, async (c) => {
    await updatePvcVoice(deps, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("json"));
    return c.json({ voice_id: c.req.valid("param").voice_id }, 200);
  });
  app.openapi(addSamples, async (c) => {
    const added = await upload(c.req.raw, ["files", "files[]"], (form) => addPvcSamples(deps, c.get("principal"), c.req.valid("param").voice_id, form, form.fields.remove_background_noise === "true", c.req.raw.signal));
    return c.json(added, 200);
  });
  app.openapi(updateSample, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    await updatePvcSample(deps, c.get("principal"), voice_id, sample_id, c.req.valid("json"));
    return c.json({ voice_id }, 200);
  });
  app.openapi(deleteSample, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    await requirePvcSample(deps, c.get("principal"), voice_id, sample_id);
    await deleteVoiceSample(deps, c.get("principal"), voice_id, sample_id);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(sampleAudio, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    const { sample } = await requirePvcSample(deps, c.get("principal"), voice_id, sample_id, "read");
    let speech = await sampleSpeech(deps, sample, { selectedOnly: false, signal: c.req.raw.signal });
    if (c.req.valid("query").remove_background_noise) {
      const denoiser = deps.speech.engines.denoiser();
      if (!denoiser) throw new AppError("no_denoising_engine", 503, "No noise-suppression engine is installed on this server.");
      speech = await denoiser.denoise(speech, SAMPLE_RATE);
    }
    return c.json({ ...base64Wav(speech), voice_id, sample_id }, 200);
  });
  app.openapi(waveform, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    const { sample } = await requirePvcSample(deps, c.get("principal"), voice_id, sample_id, "read");
    return c.json({ sample_id, visual_waveform: visualWaveform(await sampleSpeech(deps, sample, { selectedOnly: false, signal: c.req.raw.signal })) }, 200);
  });
  app.openapi(speakers, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    const { sample } = await requirePvcSample(deps, c.get("principal"), voice_id, sample_id, "read");
    return c.json(
      {
        voice_id,
        sample_id,
        status: sample.separationStatus as "pending",
        speakers: sample.speakers ? Object.fromEntries(sample.speakers.map((s) => [s.speakerId, { speaker_id: s.speakerId, duration_secs: s.durationSecs, utterances: s.segments }])) : null,
        selected_speaker_ids: sample.selectedSpeakerIds,
      },
      200,
    );
  });
  app.openapi(separate, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    await separateSampleSpeakers(deps, c.get("principal"), voice_id, sample_id);
    return c.json({ status: "ok" }, 200);
  });
  app.openapi(speakerAudio, async (c) => {
    const { voice_id, sample_id, speaker_id } = c.req.valid("param");
    const { sample } = await requirePvcSample(deps, c.get("principal"), voice_id, sample_id, "read");
    if (sample.separationStatus !== "completed" || !sample.speakers?.some((s) => s.speakerId === speaker_id)) {
      throw new AppError("not_found", 404, `The sample has no separated speaker ${speaker_id}.`);
    }
    const all = await readSamplePcm(deps, sample.storageKey, SAMPLE_RATE, c.req.raw.signal);
    const { audio_base_64, media_type, duration_secs } = base64Wav(speakerTurns(all, sample, [speaker_id]));
    return c.json({ audio_base_64, media_type, duration_secs }, 200);
  });
  for (const [get, post, scope] of [[captchaGet, captchaPost, "professional"], [voiceCaptchaGet, voiceCaptchaPost, "sampled"]] as const) {
    app.openapi(get, async (c) => c.json(await getCaptcha(deps, c.get("principal"), c.req.valid("param").voice_id, scope), 200));
    app.openapi(post, async (c) => {
      const voiceId = c.req.valid("param").voice_id;
      const options = { fileFields: ["recording"], maxBytes: deps.config.uploads.maxBytes };
      return c.json(await withUploadForm(c.req.raw, options, (form) => verifyCaptcha(deps, c.get("principal"), voiceId, form, c.req.raw.signal, scope)), 200);
    });
  }
  app.openapi(train, async (c) => c.json(await trainPvcVoice(deps, c.get("principal"), c.req.valid("param").voice_id), 200));
  app.openapi(verification, async (c) => {
    return c.json(await upload(c.req.raw, ["files", "files[]"], (form) => requestManualVerification(deps, c.get("principal"), c.req.valid("param").voice_id, form)), 200);
  });
  return app;
}
