import { queryKeys } from "#lib/query-keys";

/** A dub's studio resource, under the dub's own key: what refreshes or removes the dub does so to it too. */
export const dubResourceKey = (dubbingId: string) => [...queryKeys.dub(dubbingId), "resource"] as const;

/** The voices offered for a speaker of a dub. */
export const similarVoicesKey = (dubbingId: string, speakerId: string) => [...queryKeys.dub(dubbingId), "similar-voices", speakerId] as const;
