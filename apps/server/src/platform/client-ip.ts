import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client address (rate limits, geo location): the socket peer, or the first X-Forwarded-For
 * entry behind a trusted proxy.
 */
export function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string | undefined {
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
