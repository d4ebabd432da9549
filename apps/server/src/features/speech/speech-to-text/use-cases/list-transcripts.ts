import type { TranscriptList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";
import { presentTranscriptSummary } from "../presenter";
import { transcriptPageSelect } from "../repo";

/** One page of the caller's transcripts, newest first (keyset: the cursor is the last row's time and id). */
export async function listTranscripts(db: Db, principal: Principal, query: { page_size: number; cursor?: string }): Promise<TranscriptList> {
  const cursor = query.cursor ? decodeKeysetToken(query.cursor) : null;
  if (query.cursor && !cursor) throw new AppError("invalid_request", 400, "The cursor is not one this server gave.");
  const rows = await transcriptPageSelect(db, principal, keysetLimit(query.page_size), cursor ? { createdAt: cursor.at, id: cursor.id } : null);
  const page = keysetPage(rows, query.page_size, (last) => encodeKeysetToken(last.createdText, last.id));
  return {
    transcripts: page.rows.map(presentTranscriptSummary),
    has_more: page.hasMore,
    next_cursor: page.nextToken,
  };
}
