/**
 * Test helper: a `node:http` server on a free port with switches to misbehave the ways remote
 * engines do (fail with 503, stall, cut the connection mid-answer, refuse a wrong key), shared by
 * the protocol test servers beside it. Each protocol supplies its own error bodies, so what goes
 * over the wire is what the real server would send.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/** How a protocol's server says no: content type and body for a status and message. */
export interface ProtocolErrors {
  errorBody(status: number, message: string): { contentType: string; body: string };
  /** The key the request carries (its auth header), or undefined. */
  keyOf(req: http.IncomingMessage): string | undefined;
  /** The message for a missing or wrong key (may quote the key as the real server does). */
  unauthorizedMessage(key: string | undefined): string;
}

/** What a protocol handler gets: the request, the response, and a body writer that honours the faults. */
export interface HandlerContext {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  /** Writes a body piece (waiting for the socket), cutting the connection when `cutAfterBytes` is reached. */
  write(piece: Uint8Array): Promise<void>;
  /** The request's body as a web Request (for `.json()` and `.formData()`). */
  webRequest(): Request;
  /** Answers with the protocol's error body. */
  fail(status: number, message: string): void;
  /** Answers JSON. */
  json(status: number, value: unknown, headers?: Record<string, string>): void;
}

/** Thrown inside a handler when the connection was cut on purpose or closed by the client. */
export class ConnectionGone extends Error {}

export interface FaultInjectingServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Every request received (method and path with query), in order. */
  readonly requests: string[];
  /** Answers the client closed before their end (an aborted request). */
  readonly abortedAnswers: number;
  /** Answers in progress. */
  readonly openAnswers: number;
  /** The next `count` requests get `status` with the protocol's error body (and `Retry-After` when given). */
  failNext(count: number, status?: number, retryAfter?: string): void;
  /** While on, requests are accepted and never answered (until the client gives up). */
  stall(on: boolean): void;
  /** Cuts the connection of each successful answer after this many body bytes; null to stop. */
  cutAfterBytes(bytes: number | null): void;
  /** Waits this long between body pieces (a slow upstream); 0 by default. */
  pieceDelay(ms: number): void;
  /** Requires this key (401 with the protocol's body otherwise); null accepts anything. */
  requireKey(key: string | null): void;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 and a free port; `handler` answers every request no fault took. */
export async function startFaultInjectingServer(
  protocol: ProtocolErrors,
  handler: (ctx: HandlerContext) => Promise<void>,
): Promise<FaultInjectingServer> {
  const requests: string[] = [];
  let failures: { count: number; status: number; retryAfter?: string } = { count: 0, status: 503 };
  let stalled = false;
  let cutAfter: number | null = null;
  let delayMs = 0;
  let key: string | null = null;
  let aborted = 0;
  let open = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    open++;
    res.on("close", () => {
      open--;
      if (!res.writableFinished) aborted++;
    });
    const fail = (status: number, message: string, headers: Record<string, string> = {}) => {
      const { contentType, body } = protocol.errorBody(status, message);
      res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body), ...headers }).end(body);
    };
    if (stalled) return; // never answer; the request hangs until the client aborts or we close
    if (key !== null && protocol.keyOf(req) !== key) {
      fail(401, protocol.unauthorizedMessage(protocol.keyOf(req)));
      return;
    }
    if (failures.count > 0) {
      failures.count--;
      fail(failures.status, failures.status === 429 ? "Rate limit reached, slow down" : "Service Unavailable", failures.retryAfter ? { "retry-after": failures.retryAfter } : {});
      return;
    }
    let written = 0;
    const ctx: HandlerContext = {
      req,
      res,
      url,
      fail,
      json(status, value, headers = {}) {
        const body = JSON.stringify(value);
        res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers }).end(body);
      },
      webRequest() {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        return new Request(url, { method: req.method, headers, body: Readable.toWeb(req) as ReadableStream, duplex: "half" } as RequestInit);
      },
      async write(piece) {
        if (res.destroyed) throw new ConnectionGone("the client closed the connection");
        let out = piece;
        const cut = cutAfter !== null && written + piece.byteLength >= cutAfter;
        if (cut) out = piece.subarray(0, cutAfter! - written);
        written += out.byteLength;
        await new Promise<void>((resolve) => (out.byteLength ? res.write(out, () => resolve()) : resolve()));
        if (cut) {
          res.socket?.destroy();
          throw new ConnectionGone(`cut after ${written} bytes`);
        }
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        else await new Promise((r) => setImmediate(r));
      },
    };
    handler(ctx).catch((err: unknown) => {
      if (err instanceof ConnectionGone) return;
      if (!res.headersSent) fail(500, err instanceof Error ? err.message : String(err));
      else res.socket?.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get abortedAnswers() {
      return aborted;
    },
    get openAnswers() {
      return open;
    },
    failNext(count, status = 503, retryAfter) {
      failures = { count, status, retryAfter };
    },
    stall(on) {
      stalled = on;
    },
    cutAfterBytes(bytes) {
      cutAfter = bytes;
    },
    pieceDelay(ms) {
      delayMs = ms;
    },
    requireKey(value) {
      key = value;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** FastAPI's error bodies (`{"detail": ...}`), with OpenAI's for a wrong key: Kokoro-FastAPI, Speaches. */
export const FASTAPI_WITH_OPENAI_AUTH: ProtocolErrors = {
  errorBody: (status, message) => ({
    contentType: "application/json",
    body: JSON.stringify(
      status === 401
        ? { error: { message, type: "invalid_request_error", param: null, code: "invalid_api_key" } }
        : { detail: message },
    ),
  }),
  keyOf: (req) => req.headers.authorization?.replace(/^Bearer /, ""),
  // OpenAI masks all but the ends of a wrong key in its message.
  unauthorizedMessage: (key) =>
    key
      ? `Incorrect API key provided: ${key.slice(0, 3)}${"*".repeat(Math.max(0, key.length - 7))}${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`
      : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
};
