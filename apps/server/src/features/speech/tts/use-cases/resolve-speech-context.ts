import type { TextToSpeechRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { findTextsByRequestIds } from "#features/speech/history/repo";

type ContextFields = Pick<TextToSpeechRequest, "previous_text" | "next_text" | "previous_request_ids" | "next_request_ids">;

/**
 * The text spoken before and after this request, for the intonation at the joins. Request ids
 * (the `request-id` header of earlier answers) take precedence over the texts, as ElevenLabs
 * documents: each becomes the text of that generation of this workspace, in the order given.
 * An id that is not one of this workspace's kept generations (unknown, of another workspace, made
 * with enable_logging=false or deleted from the history) is a 400 naming it, the same for all of
 * them, before anything is charged.
 */
export async function resolveSpeechContext(db: Db, workspaceId: string, body: ContextFields): Promise<{ previousText?: string; nextText?: string }> {
  const previousIds = body.previous_request_ids ?? [];
  const nextIds = body.next_request_ids ?? [];
  const texts = await findTextsByRequestIds(db, workspaceId, [...new Set([...previousIds, ...nextIds])]);
  const join = (field: string, ids: string[]) =>
    ids
      .map((id) => {
        const text = texts.get(id);
        if (text === undefined) {
          throw new AppError(
            "invalid_request",
            400,
            `${field}: ${id} is not the request id of a generation in this workspace's history (a generation made with enable_logging=false, or deleted from the history, cannot be referred to). Nothing was charged.`,
          );
        }
        return text;
      })
      .join(" ");
  const previousText = previousIds.length > 0 ? join("previous_request_ids", previousIds) : (body.previous_text ?? undefined);
  const nextText = nextIds.length > 0 ? join("next_request_ids", nextIds) : (body.next_text ?? undefined);
  return { ...(previousText ? { previousText } : {}), ...(nextText ? { nextText } : {}) };
}
