import type { TextToSpeechRequest } from "@vocable/contract";
import type { SynthesisParameter } from "@vocable/speech";

const VOICE_SETTINGS = ["speed", "stability", "similarity_boost", "style", "use_speaker_boost"] as const;

/**
 * The parameters this request sent (in its body, not the voice's stored settings or defaults)
 * that the engine speaking it does not apply (`applied`, see SpeechService.appliedParameters), by
 * their names in the request: the `parameters-not-applied` header. A text superseded by request
 * ids (`previous_text` beside `previous_request_ids`) is named too: it was sent and not used.
 */
export function unappliedParameters(body: TextToSpeechRequest, applied: ReadonlySet<SynthesisParameter>): string[] {
  const names: string[] = VOICE_SETTINGS.filter((name) => body.voice_settings?.[name] != null && !applied.has(name));
  if (body.seed != null && !applied.has("seed")) names.push("seed");
  const context = (parameter: "previous_text" | "next_text", text: string | null | undefined, ids: string[] | null | undefined, idsName: string) => {
    const byIds = (ids?.length ?? 0) > 0;
    if (byIds && !applied.has(parameter)) names.push(idsName);
    if (text && (byIds || !applied.has(parameter))) names.push(parameter);
  };
  context("previous_text", body.previous_text, body.previous_request_ids, "previous_request_ids");
  context("next_text", body.next_text, body.next_request_ids, "next_request_ids");
  return names;
}
