import type { AppDeps, Principal } from "#platform/app-env";
import { principalOfApiKey } from "#platform/access/authenticate";
import { redeemSingleUseToken } from "#features/developers/single-use-tokens/use-cases/redeem-single-use-token";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { SocketFailure } from "../socket-messages";

/** A single-use token's prefix: anything else in `authorization` is an API key. */
const TOKEN_PREFIX = "sut_";

/** The credentials a socket's first message may carry (and the handshake's `single_use_token`). */
export interface SocketCredentials {
  "xi-api-key"?: string | null;
  xi_api_key?: string | null;
  authorization?: string | null;
  single_use_token?: string | null;
}

/**
 * The caller of a socket that came without a key in its headers: the handshake's
 * `single_use_token`, else the first message's `xi-api-key` / `xi_api_key`, `single_use_token`,
 * or `authorization` (a single-use token of kind tts_websocket, or an API key; "Bearer "
 * optional). The caller must be allowed text to speech.
 */
export async function authenticateSocket(
  deps: Pick<AppDeps, "db" | "log">,
  known: Principal | null,
  first: SocketCredentials,
  ip: string | undefined,
): Promise<Principal> {
  const principal = known ?? (await fromCredentials(deps, first, ip));
  requirePermission(principal, "text_to_speech", "Your role in this workspace does not allow text to speech.");
  return principal;
}

async function fromCredentials(deps: Pick<AppDeps, "db" | "log">, first: SocketCredentials, ip: string | undefined): Promise<Principal> {
  if (first.single_use_token) return redeemSingleUseToken(deps, first.single_use_token, "tts_websocket");
  const key = first["xi-api-key"] ?? first.xi_api_key;
  if (key) return principalOfApiKey(deps, key, ip);
  const authorization = first.authorization?.replace(/^Bearer\s+/i, "").trim();
  if (authorization?.startsWith(TOKEN_PREFIX)) return redeemSingleUseToken(deps, authorization, "tts_websocket");
  if (authorization) return principalOfApiKey(deps, authorization, ip);
  throw new SocketFailure(
    "invalid_api_key",
    "Send the API key in the xi-api-key header or the first message's xi_api_key, or a single-use token (tts_websocket) as ?single_use_token= or in authorization.",
  );
}
