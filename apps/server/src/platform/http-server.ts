import type { Server } from "node:http";
import { WebSocketServer } from "ws";

/**
 * How long an idle keep-alive connection stays open on the server: longer than the clients' own
 * idle timeouts (undici's 4 s, browsers' and load balancers' up to 60 s), so that it is always the
 * client that closes an idle connection. With Node's default of 5 s a client could send its next
 * request on a connection the server was closing at that moment, and the request failed with
 * ECONNRESET (behind a load balancer with a 60 s idle timeout: a 502 now and then).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies {@link KEEP_ALIVE_MS} to an HTTP server (headersTimeout must stay above it, as Node asks). */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** The largest WebSocket message a client may send (a text-to-speech socket's text, a recogniser's audio chunk). */
export const MAX_SOCKET_MESSAGE_BYTES = 1024 * 1024;

/**
 * The WebSocket server the HTTP server hands upgrades to (`serve({ websocket })`): routes upgrade
 * with `upgradeWebSocket` of @hono/node-server, after the app's middleware (authentication included).
 */
export function webSocketServer(): { server: WebSocketServer } {
  return { server: new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES }) };
}
