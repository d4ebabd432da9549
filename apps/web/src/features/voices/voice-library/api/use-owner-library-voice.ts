import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { libraryKeys } from "../library-keys";

/**
 * One library voice by its owner's public id and its id (the share link): the owner's listed
 * voices (GET /v1/shared-voices?owner_id=), then the one with that id; null when it is not listed.
 */
export function useOwnerLibraryVoice(publicOwnerId: string, voiceId: string) {
  return useQuery({
    queryKey: libraryKeys.owner(publicOwnerId),
    queryFn: ({ signal }) => data(api.GET("/v1/shared-voices", { params: { query: { owner_id: publicOwnerId || undefined, page_size: 100 } }, signal })),
    select: (page) => page.voices.find((v) => v.voice_id === voiceId) ?? null,
    enabled: publicOwnerId !== "" && voiceId !== "",
  });
}
