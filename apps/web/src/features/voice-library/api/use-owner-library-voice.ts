import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { libraryKeys } from "../library-keys";
import type { LibraryPage } from "./use-library-voices";

/**
 * One library voice by its owner's public id and its id (the share link): the owner's listed
 * voices (GET /v1/shared-voices?owner_id=), then the one with that id; null when it is not listed.
 */
export function useOwnerLibraryVoice(publicOwnerId: string, voiceId: string) {
  return useQuery({
    queryKey: libraryKeys.owner(publicOwnerId),
    queryFn: ({ signal }) => apiJson<LibraryPage>("/v1/shared-voices", { signal, query: { owner_id: publicOwnerId, page_size: 100 } }),
    select: (page) => page.voices.find((v) => v.voice_id === voiceId) ?? null,
    enabled: publicOwnerId !== "" && voiceId !== "",
  });
}
