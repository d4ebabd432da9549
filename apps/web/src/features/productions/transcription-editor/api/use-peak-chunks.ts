import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { CHUNK_BUCKETS, CHUNK_SECONDS, chunkSpan, type ChunkPeaks } from "../waveform-window";
import { fetchPeaks, type TaskRef } from "./task-calls";
import { taskKeys } from "./task-keys";

/** The loaded chunks by index (from each answer's start). Module-level, so TanStack keeps the same map while nothing new arrives. */
function byChunk(results: UseQueryResult<ChunkPeaks>[]): ReadonlyMap<number, ChunkPeaks> {
  const map = new Map<number, ChunkPeaks>();
  for (const r of results) if (r.data) map.set(Math.round(r.data.start / CHUNK_SECONDS), r.data);
  return map;
}

/** The peaks of the waveform's chunks (GET …/media/peaks, one call per chunk, kept: the media does not change). */
export function usePeakChunks(ref: TaskRef, chunks: readonly number[], duration: number): ReadonlyMap<number, ChunkPeaks> {
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: taskKeys.peaks(ref.userId, ref.taskId, chunk),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPeaks(ref, { ...chunkSpan(chunk, duration), buckets: CHUNK_BUCKETS }, signal),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
    })),
    combine: byChunk,
  });
}
