import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** How often a transcript is asked for while it is processing. */
export const TRANSCRIPT_POLL_MS = 1000;

/**
 * GET /v1/speech-to-text/transcripts/{id}, asked again every second while it is processing. When
 * it settles (completed or failed) the transcript lists are refreshed, so History shows it.
 */
export function useTranscript(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.transcript(id),
    queryFn: ({ signal }) => data(api.GET("/v1/speech-to-text/transcripts/{transcription_id}", { params: { path: { transcription_id: id } }, signal })),
    refetchInterval: (q) => (q.state.data?.status === "processing" ? TRANSCRIPT_POLL_MS : false),
    // A finished transcript does not change; a processing one is polled anyway.
    staleTime: (q) => (q.state.data?.status === "processing" ? 0 : Infinity),
  });

  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "processing" && status !== "processing") {
      void queryClient.invalidateQueries({ queryKey: queryKeys.transcriptList });
    }
    previous.current = status;
  }, [status, queryClient]);

  return query;
}
