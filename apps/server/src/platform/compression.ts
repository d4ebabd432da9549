import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Content encodings the server produces, best first. */
export type ContentEncoding = "br" | "gzip";
const PREFERENCE: ContentEncoding[] = ["br", "gzip"];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text formats only: audio, zip and octet-stream are already compact or are streamed, and NDJSON
// is streamed line by line, so none of them is ever compressed.
const COMPRESSIBLE = /^(?:text\/(?:html|css|plain|javascript)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)$/;

/** Whether a response of this Content-Type (parameters allowed) is worth compressing. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType != null && COMPRESSIBLE.test(contentType.split(";")[0].trim().toLowerCase());
}

/**
 * The encoding to answer with for an Accept-Encoding header: the acceptable one (q > 0, `*`
 * counts) with the highest q, brotli on a tie; null when the client takes only identity.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** Compresses a whole body; brotli at a middle quality, which is fast enough per request. */
export function compressBytes(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === "br") return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  return gzip(body);
}

/** Adds `Accept-Encoding` to Vary (once): caches must keep one copy per encoding. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (vary && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses whole text responses (the app page, the OpenAPI document, the docs page) with the
 * client's preferred encoding, off the event loop thread (zlib's thread pool). Streams and
 * binary bodies pass through untouched: only the text types of {@link isCompressibleType} are
 * read, and a response that is already encoded is left alone.
 */
export function compressResponse(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("content-encoding") || !isCompressibleType(res.headers.get("content-type"))) return;
    varyOnAcceptEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const body = new Uint8Array(await res.arrayBuffer());
    const compressed = await compressBytes(body, encoding);
    // A tiny body can come out larger; then the original bytes are sent.
    const smaller = compressed.byteLength < body.byteLength;
    const sent = smaller ? new Uint8Array(compressed) : body;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers: res.headers });
    // Hono copies the old response's headers onto the new one, so the length is fixed up after.
    c.res.headers.set("content-length", String(sent.byteLength));
    if (smaller) c.res.headers.set("content-encoding", encoding);
  };
}
