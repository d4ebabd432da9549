import type { Context } from "hono";
import { clientIp } from "#platform/client-ip";

/** Where an admin action came from: routes build it from the request and hand it to the use case that records the entry. */
export interface AuditContext {
  /** The client's address (X-Forwarded-For only behind a trusted proxy). */
  ip: string | null;
  userAgent: string | null;
  /** The request that made the change: method and path (no query string). */
  httpMethod: string | null;
  httpPath: string | null;
}

const MAX_USER_AGENT = 512;

export function auditContextOf(c: Context, trustProxy: boolean): AuditContext {
  const userAgent = c.req.header("user-agent");
  return {
    ip: clientIp(c, trustProxy) ?? null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
    httpMethod: c.req.method,
    httpPath: c.req.path.slice(0, 512),
  };
}

/** For an action outside a request (a command-line tool, test set-up): no address or request to record. */
export const NO_REQUEST: AuditContext = { ip: null, userAgent: null, httpMethod: null, httpPath: null };
