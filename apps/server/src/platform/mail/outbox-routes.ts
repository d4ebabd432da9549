import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono, Next } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import { AppError } from "../errors";
import { encodeKeysetToken, readKeysetToken } from "../keyset-token";
import { isLoopbackAddress } from "../loopback";
import { linksIn } from "./links";
import { findLatestOutboxMessage, listOutbox, type OutboxCursor } from "./outbox-repo";
import { renderOutboxPage } from "./outbox-page";

const PAGE_SIZE = 50;

export { isLoopbackAddress };

/**
 * Headers that reverse proxies, load balancers and CDNs add (RFC 7239 Forwarded, Via, the
 * X-Forwarded-* family, the vendors' client-address headers): a request that carries any of them
 * came through one, whatever the socket says. Any name starting `x-forwarded-` or ending
 * `client-ip` counts, so a vendor's variant is caught too.
 */
const PROXY_HEADERS = new Set(["forwarded", "via", "x-real-ip", "cf-connecting-ip", "x-original-forwarded-for", "cdn-loop"]);

/** Whether a request header's name is one a proxy adds (see PROXY_HEADERS). */
export function isProxyHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return PROXY_HEADERS.has(lower) || lower.startsWith("x-forwarded-") || lower.endsWith("client-ip");
}

/**
 * Whether the outbox may be shown to this request: only to a socket peer on this machine (never a
 * header's claim), not through a reverse proxy (TRUST_PROXY, or any proxy header at all: behind a
 * proxy on the same machine every request arrives from loopback). The outbox shows live reset links.
 */
export function outboxVisibleTo(peer: string | undefined, headers: Headers, trustProxy: boolean): boolean {
  if (trustProxy || !isLoopbackAddress(peer)) return false;
  for (const name of headers.keys()) if (isProxyHeader(name)) return false;
  return true;
}

/** The socket's remote address; undefined when the request did not come over a socket (app.request in tests). */
function socketPeer(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The last row of a page, as the one keyset token (platform/keyset-token.ts). */
export function outboxCursorParam(cursor: OutboxCursor): string {
  return encodeKeysetToken(cursor.createdAt, cursor.id);
}

function parseCursor(value: string | undefined): OutboxCursor | undefined {
  if (value === undefined) return undefined;
  const position = readKeysetToken(value, "`before` is not an outbox cursor.");
  if (!position) throw new AppError("invalid_request", 400, "`before` is not an outbox cursor.");
  return { createdAt: position.at, id: position.id };
}

/**
 * GET /outbox (the page) and GET /outbox/latest.json?to= (the newest message of one address, for
 * scripts and local end-to-end runs). Mounted only while mail goes to the outbox; a request the
 * guard refuses falls through to whatever answers an unknown path, so from elsewhere the outbox
 * does not exist.
 */
export function mountOutbox(app: Hono<AppEnv>, deps: Pick<AppDeps, "db" | "config" | "mailer">): void {
  if (deps.mailer.transport !== "outbox") return;
  /** False after passing the request on (as if this route did not exist); true when it may be answered here. */
  const admitted = async (c: Context<AppEnv>, next: Next): Promise<boolean> => {
    if (!outboxVisibleTo(socketPeer(c), c.req.raw.headers, deps.config.trustProxy)) {
      await next();
      return false;
    }
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex");
    return true;
  };

  app.get("/outbox", async (c, next) => {
    if (!(await admitted(c, next))) return c.res;
    const before = parseCursor(c.req.query("before"));
    const { rows, next: cursor } = await listOutbox(deps.db, { before, limit: PAGE_SIZE });
    const nextHref = cursor ? `/outbox?before=${encodeURIComponent(outboxCursorParam(cursor))}` : null;
    return c.html(renderOutboxPage(rows, nextHref, before === undefined));
  });

  app.get("/outbox/latest.json", async (c, next) => {
    if (!(await admitted(c, next))) return c.res;
    const to = c.req.query("to");
    if (!to) throw new AppError("invalid_request", 400, "Give the recipient: /outbox/latest.json?to=<address>.");
    const row = await findLatestOutboxMessage(deps.db, to);
    if (!row) throw new AppError("not_found", 404, "No message to this address in the outbox.");
    return c.json({
      id: row.id,
      to: row.recipient,
      kind: row.kind,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: linksIn(row.text),
      created_at: row.createdAt.toISOString(),
    });
  });
}
