import type { StreamInputMessage } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { principalOfApiKey } from "#platform/access/authenticate";
import { redeemSingleUseToken } from "#features/developers/single-use-tokens/use-cases/redeem-single-use-token";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { SocketFailure } from "../socket-messages";

/** A single-use token's prefix: anything else in `authorization` is an API key. */
const TOKEN_PREFIX = "sut_";

/**
 * The caller of a socket that came without a key in its headers, from its first message:
 * `xi-api-key` / `xi_api_key`, or `authorization` (a single-use token of kind tts_websocket, or
 * an API key; "Bearer " optional). The caller must be allowed text to speech.
 */
export async function authenticateSocket(
  deps: Pick<AppDeps, "db" | "log">,
  known: Principal | null,
  first: StreamInputMessage,
  ip: string | undefined,
): Promise<Principal> {
  const principal = known ?? (await fromMessage(deps, first, ip));
  requirePermission(principal, "text_to_speech", "Your role in this workspace does not allow text to speech.");
  return principal;
}

async function fromMessage(deps: Pick<AppDeps, "db" | "log">, first: StreamInputMessage, ip: string | undefined): Promise<Principal> {
  const key = first["xi-api-key"] ?? first.xi_api_key;
  if (key) return principalOfApiKey(deps, key, ip);
  const authorization = first.authorization?.replace(/^Bearer\s+/i, "").trim();
  if (authorization?.startsWith(TOKEN_PREFIX)) return redeemSingleUseToken(deps, authorization, "tts_websocket");
  if (authorization) return principalOfApiKey(deps, authorization, ip);
  throw new SocketFailure("invalid_api_key", "Send the API key in the xi-api-key header, or in the first message's xi_api_key or authorization (a single-use token).");
}
