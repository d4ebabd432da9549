import { z } from "zod";
import { ResourceId } from "./strings";

/**
 * `workspace.authConnections.*`: ElevenLabs' credentials its agents' tools present to other
 * services (OAuth2 client credentials, basic, bearer, custom headers, mTLS...). Vocable has no
 * agents or tools, so it keeps none: the list is empty and the changes are refused with 400.
 */
export const AuthConnectionList = z
  .object({ auth_connections: z.array(z.record(z.string(), z.unknown())).meta({ description: "Always empty: this server keeps no credentials for outside services" }) })
  .meta({ id: "ListAuthConnectionsResponse" });
export type AuthConnectionList = z.infer<typeof AuthConnectionList>;

/** The body the SDK sends to create or update one: read only to name its auth_type in the refusal. */
export const AuthConnectionBody = z.looseObject({ auth_type: z.string().max(64).optional() }).meta({ id: "AuthConnectionsRequestBody" });
export type AuthConnectionBody = z.infer<typeof AuthConnectionBody>;

export const AuthConnectionParams = z.object({ auth_connection_id: ResourceId });
