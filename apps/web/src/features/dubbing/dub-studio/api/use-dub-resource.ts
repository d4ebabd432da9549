import { useQuery } from "@tanstack/react-query";
import { dubResourceKey } from "./dub-resource-key";
import { fetchDubResource } from "./dub-resource-calls";

/** GET /v1/dubbing/resource/{id} of a finished dub; read again after each studio edit (the studio's calls refresh it). */
export function useDubResource(dubbingId: string) {
  return useQuery({
    queryKey: dubResourceKey(dubbingId),
    queryFn: ({ signal }) => fetchDubResource(dubbingId, signal),
  });
}
