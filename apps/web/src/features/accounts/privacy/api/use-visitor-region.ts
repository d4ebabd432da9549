import type { VisitorRegion } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { userQueryOptions } from "#features/accounts/user/api/user-query";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The user's `geo_location` from GET /v1/user, read defensively (the field is new). */
function regionOfUser(user: unknown): VisitorRegion | null {
  const geo = typeof user === "object" && user !== null ? (user as { geo_location?: unknown }).geo_location : null;
  if (typeof geo !== "object" || geo === null) return null;
  const { country, region } = geo as Record<string, unknown>;
  return { country: text(country), region: text(region) };
}

/**
 * Where the visitor is, for the consent and CCPA rules: the signed-in user's `geo_location`, else
 * GET /v1/geo (the server's own GeoIP lookup). Undefined while unknown.
 */
export function useVisitorRegion(): VisitorRegion | undefined {
  const { data: session, isPending: sessionPending } = useSession();
  const user = useQuery({ ...userQueryOptions, enabled: !!session });
  const fromUser = user.data ? regionOfUser(user.data) : null;
  const geo = useQuery({
    queryKey: ["geo"],
    queryFn: () => data(api.GET("/v1/geo")),
    // Signed in: the account's location; only a missing one asks the server.
    enabled: !sessionPending && (!session || (user.isFetched && fromUser === null)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (fromUser && fromUser.country) return fromUser;
  if (geo.data) return { country: text(geo.data.country), region: text(geo.data.region) };
  return undefined;
}
