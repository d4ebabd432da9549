import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { CLIENT_IP_HEADER } from "./auth";

/** The client address for rate limits and sessions: the socket peer, or X-Forwarded-For behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    // Only an address: the value keys rate-limit rows, and a header can carry anything.
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request in tests)
  }
}

/**
 * The request's headers for Better Auth: the client address in CLIENT_IP_HEADER (its rate limiter
 * reads it), never a value the client sent in that header itself.
 */
export function authRequestHeaders(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
