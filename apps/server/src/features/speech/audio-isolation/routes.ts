import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AudioIsolationHistory, AudioIsolationHistoryItemParams, AudioIsolationHistoryQuery, ErrorBody, StatusOk } from "@vocable/contract";
import { concatBytes } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, uploadBody } from "#platform/openapi";
import { readUploadForm } from "#platform/uploads/read-upload-form";
import { isolateUpload } from "./use-cases/isolate-upload";
import { deleteIsolationHistoryItem, listIsolationHistory } from "./use-cases/isolation-history";

const tags = ["audio isolation"];
const IsolationForm = z
  .object({
    audio: z.string().meta({ format: "binary", description: "The audio to clean" }),
    file_format: z.enum(["pcm_s16le_16", "other"]).optional(),
  })
  .meta({ id: "AudioIsolationForm" });
const mp3 = (description: string) => ({ content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description });
const errors = {
  400: json(ErrorBody, "Not accepted audio (type, damaged, cut short, too long)"),
  413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
  415: json(ErrorBody, "Not a multipart form"),
  503: json(ErrorBody, "No noise-suppression engine is installed"),
  ...commonErrors,
} as const;
const NOTE = "Vocable's installed engine is RNNoise noise suppression: steady background noise goes, music and other voices stay.";

const convert = createRoute({
  method: "post", path: "/v1/audio-isolation", tags, security: apiKeySecurity,
  summary: `Remove background noise from audio (audioIsolation.convert), answered as MP3 44.1 kHz 128 kbps. ${NOTE}`,
  request: { body: uploadBody(IsolationForm) }, responses: { 200: mp3("The cleaned audio"), ...errors },
});
const stream = createRoute({
  method: "post", path: "/v1/audio-isolation/stream", tags, security: apiKeySecurity,
  summary: `Remove background noise from audio, streamed as it is encoded (audioIsolation.stream). ${NOTE}`,
  request: { body: uploadBody(IsolationForm) }, responses: { 200: mp3("The cleaned audio, streamed"), ...errors },
});

const history = createRoute({
  method: "get", path: "/v1/audio-isolation/history", tags, security: apiKeySecurity,
  summary: "Past audio isolations (audioIsolation.list): always empty, since the cleaned audio is answered and not kept",
  request: { query: AudioIsolationHistoryQuery }, responses: { 200: json(AudioIsolationHistory), ...commonErrors },
});
const deleteHistoryItem = createRoute({
  method: "delete", path: "/v1/audio-isolation/history/{history_item_id}", tags, security: apiKeySecurity,
  summary: "Delete a past audio isolation (audioIsolation.delete): none is kept, so every id is 404",
  request: { params: AudioIsolationHistoryItemParams }, responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});

/** Audio isolation in the ElevenLabs shape (issue 10 §4), through the registry's denoiser. */
export function audioIsolationRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const clean = async (request: Request, principal: Principal) => {
    const form = await readUploadForm(request, { fileFields: ["audio"], maxBytes: deps.config.uploads.maxBytes });
    try {
      // From here the generator owns the form: it removes the upload when it ends.
      return await isolateUpload(deps, principal, form, request.signal);
    } catch (err) {
      await form.dispose();
      throw err;
    }
  };
  app.openapi(history, (c) => c.json(listIsolationHistory(c.req.valid("query")), 200));
  app.openapi(deleteHistoryItem, (c) => deleteIsolationHistoryItem(c.req.valid("param").history_item_id));
  app.openapi(convert, async (c) => {
    const parts: Uint8Array[] = [];
    for await (const part of await clean(c.req.raw, c.get("principal"))) parts.push(part);
    return c.body(new Uint8Array(concatBytes(parts)), 200, { "content-type": "audio/mpeg" });
  });
  app.openapi(stream, async (c) => {
    const pieces = await clean(c.req.raw, c.get("principal"));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await pieces.return(undefined);
      },
    });
    return c.body(body, 200, { "content-type": "audio/mpeg" });
  });
  return app;
}
