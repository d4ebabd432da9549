import dns from "node:dns/promises";
import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { checkWebhookUrl, classifyAddressText, type WebhookUrlProblem } from "@vocable/domain";

/** The URL may not be used: a scheme, credentials, or an address that is not public. */
export class TargetRefusedError extends Error {
  constructor(readonly problem: WebhookUrlProblem) {
    super(`refused target: ${problem.reason === "address" ? problem.addressClass : problem.reason}`);
  }
}

/** A checked target: the URL and the one address the connection goes to. */
export interface ResolvedTarget {
  url: URL;
  host: string;
  address: string;
  family: 4 | 6;
}

/**
 * Checks a webhook URL and resolves its host once: every address the name resolves to must be
 * public (unless `allowPrivate`), and the caller connects to the returned address, so a DNS answer
 * that changes between this check and the connection (DNS rebinding) cannot move it elsewhere.
 * Throws TargetRefusedError, or the resolver's error for a name that does not resolve.
 */
export async function resolveTarget(url: string, opts: { allowPrivate: boolean }): Promise<ResolvedTarget> {
  const checked = checkWebhookUrl(url, opts);
  if (!checked.ok) throw new TargetRefusedError(checked.problem);
  const literal = net.isIP(checked.host);
  const addresses = literal
    ? [{ address: checked.host, family: literal }]
    : await dns.lookup(checked.host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${checked.host} did not resolve to any address`);
  if (!opts.allowPrivate) {
    for (const { address } of addresses) {
      const addressClass = classifyAddressText(address) ?? "reserved";
      if (addressClass !== "public") throw new TargetRefusedError({ reason: "address", addressClass });
    }
  }
  const first = addresses[0];
  return { url: checked.url, host: checked.host, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Checks a URL at create or update time: the rules on its text, and, when the name resolves, on its
 * addresses. A name that does not resolve (yet) is accepted; each delivery checks again.
 */
export async function checkTargetForSaving(url: string, opts: { allowPrivate: boolean }): Promise<TargetRefusedError | null> {
  try {
    await resolveTarget(url, opts);
    return null;
  } catch (err) {
    if (err instanceof TargetRefusedError) return err;
    return null;
  }
}

/** A DNS lookup that answers the target's checked address only (so the connection cannot be moved elsewhere). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (err: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** A download that was refused or failed: the reason for the person who gave the URL. */
export class DownloadError extends Error {}

/**
 * GETs a resolved target into the file `to`, connecting only to its checked address, following
 * no redirect, reading at most `maxBytes` (DownloadError past it, the file removed by the
 * caller's folder) within `timeoutMs` overall. A non-2xx answer is a DownloadError naming it.
 */
export function downloadFromTarget(target: ResolvedTarget, to: string, opts: { timeoutMs: number; maxBytes: number; signal?: AbortSignal }): Promise<{ bytes: number }> {
  const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs)]) : AbortSignal.timeout(opts.timeoutMs);
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: "GET",
        headers: { "user-agent": "Vocable" },
        lookup: pinnedLookup(target),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          res.resume();
          reject(new DownloadError(status >= 300 && status < 400 ? `the URL redirects (${status}); give the file's own URL` : `the URL answered ${status}`));
          return;
        }
        let bytes = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done(bytes > opts.maxBytes ? new DownloadError(`the file is larger than ${opts.maxBytes} bytes`) : null, chunk);
          },
        });
        pipeline(res, limit, createWriteStream(to, { mode: 0o600 })).then(
          () => resolve({ bytes }),
          (err: unknown) => reject(err instanceof DownloadError ? err : new DownloadError(signal.aborted ? `no whole answer within ${opts.timeoutMs / 1000} s` : "the download was cut off")),
        );
      },
    );
    req.on("error", (err) => reject(new DownloadError(signal.aborted ? `no answer within ${opts.timeoutMs / 1000} s` : `it could not be reached (${err.message})`)));
    req.end();
  });
}

/** What a POST got: the status, or no answer at all. */
export interface PostResult {
  status: number;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs `body` to a resolved target, connecting only to its checked address (the TLS name and Host
 * header stay the URL's host). No redirect is followed, no connection is reused, the answer's body
 * is read up to 64 KB and dropped. Rejects on a network error, a timeout or an abort.
 */
export function postToTarget(
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<PostResult> {
  const pinned = pinnedLookup(target);
  const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs)]) : AbortSignal.timeout(opts.timeoutMs);
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    const req = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal,
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on("close", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", (err) => reject(signal.aborted && !opts.signal?.aborted ? new Error(`no answer within ${opts.timeoutMs / 1000} s`) : err));
    req.end(body);
  });
}

/**
 * Sends a fetch() Request to a resolved target, connecting only to its checked address (the TLS
 * name and Host header stay the URL's host), for a library that makes its requests with fetch
 * (the SSO plugin: features/accounts/sso/pinned-fetch.ts). No redirect is followed (a 3xx is the answer, as
 * with `redirect: "manual"`), no connection is reused, the whole exchange ends within `timeoutMs`
 * and the answer's body errors past `maxBytes`. Rejects like fetch: a TypeError("fetch failed")
 * whose cause says why.
 */
export async function fetchTarget(target: ResolvedTarget, request: Request, opts: { timeoutMs: number; maxBytes: number }): Promise<Response> {
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(opts.timeoutMs)]);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = { "user-agent": "Vocable", ...Object.fromEntries(request.headers) };
  if (body) headers["content-length"] = String(body.length);
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const req = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: request.method,
        headers,
        lookup: pinnedLookup(target),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 599) {
          res.destroy();
          reject(new TypeError("fetch failed", { cause: new Error(`unexpected status ${status}`) }));
          return;
        }
        const answerHeaders = new Headers();
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) answerHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        if (request.method === "HEAD" || status === 204 || status === 205 || status === 304) {
          res.resume();
          resolve(new Response(null, { status, statusText: res.statusMessage, headers: answerHeaders }));
          return;
        }
        let bytes = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done(bytes > opts.maxBytes ? new Error(`the answer is larger than ${opts.maxBytes} bytes`) : null, chunk);
          },
        });
        res.on("error", (err) => limit.destroy(err));
        res.pipe(limit);
        resolve(new Response(Readable.toWeb(limit) as ReadableStream<Uint8Array>, { status, statusText: res.statusMessage, headers: answerHeaders }));
      },
    );
    req.on("error", (err) => reject(new TypeError("fetch failed", { cause: signal.aborted && !request.signal.aborted ? new Error(`no answer within ${opts.timeoutMs / 1000} s`) : err })));
    req.end(body);
  });
}
