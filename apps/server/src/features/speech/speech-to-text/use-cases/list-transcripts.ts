import type { TranscriptList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";
import { presentTranscriptSummary } from "../presenter";
import { transcriptPageSelect } from "../repo";

/** One page of the caller's transcripts, newest first (keyset: the cursor is the last row's time and id). */
export async function listTranscripts(db: Db, principal: Principal, query: { page_size: number; cursor?: string }): Promise<TranscriptList> {
  const cursor = query.cursor ? decodeKeysetToken(query.cursor) : null;
  if (query.cursor && !cursor) throw new AppError("invalid_request", 400, "The cursor is not one this server gave.");
  const rows = await transcriptPageSelect(db, principal, query.page_size + 1, cursor ? { createdAt: cursor.at, id: cursor.id } : null);
  const page = rows.slice(0, query.page_size);
  const last = page[page.length - 1];
  const hasMore = rows.length > query.page_size;
  return {
    transcripts: page.map(presentTranscriptSummary),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeKeysetToken(last.createdText, last.id) : null,
  };
}
