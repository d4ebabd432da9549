import type { AddVoiceProgressLine } from "@vocable/contract";
import { ApiError, NetworkError, send } from "#lib/api-client";
import { cloneProgressOf, type CloneProgressState } from "../clone-stages";

export interface AddedVoice {
  voice_id: string;
  requires_verification: boolean;
}

/**
 * POST /v1/voices/add asking for progress lines (`Accept: application/x-ndjson`, a Vocable
 * extension; the plain call answers only at the end): each stage goes to `onProgress` as the
 * server starts it, then the voice is returned. A refusal throws the `ApiError` the plain call
 * would (its status and the server's error body), so the form shows the same words either way.
 */
export async function addVoiceWithProgress(form: FormData, onProgress: (progress: CloneProgressState) => void, signal?: AbortSignal): Promise<AddedVoice> {
  const response = await send("/v1/voices/add", { method: "POST", body: form, credentials: "include", headers: { Accept: "application/x-ndjson" }, signal });
  if (!response.body) throw new NetworkError(new Error("the answer had no body"));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as AddVoiceProgressLine;
      if (line.type === "progress") onProgress(cloneProgressOf(line));
      else if (line.type === "done") return { voice_id: line.voice_id, requires_verification: line.requires_verification };
      else throw new ApiError(line.status, "", line.body);
    }
    // The server always ends with a done or an error line: an answer cut short is a lost connection.
    if (done) throw new NetworkError(new Error("the answer ended before the voice was ready"));
  }
}
