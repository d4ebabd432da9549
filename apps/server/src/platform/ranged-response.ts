import type { Context } from "hono";
import { parseRange } from "./http-range";
import type { ByteSource } from "./storage/byte-source";

/**
 * Answers a GET or HEAD for `source` honouring `Range`: 206 with `Content-Range` for one
 * satisfiable range, 416 with `Content-Range: bytes *\/size` past the end, otherwise 200 with the
 * whole file. Always `Accept-Ranges: bytes`, so players seek without downloading first. The body
 * streams from the source; a HEAD never opens it.
 */
export async function rangedResponse(c: Context, source: ByteSource, headers: Record<string, string>): Promise<Response> {
  const { size } = source;
  const answer = parseRange(c.req.header("range"), size);
  if (answer.kind === "unsatisfiable") {
    return c.json(
      { detail: { status: "range_not_satisfiable", message: `The requested range is outside the file (${size} bytes).` } },
      416,
      { "accept-ranges": "bytes", "content-range": `bytes */${size}` },
    );
  }
  const partial = answer.kind === "partial";
  const [start, end] = partial ? [answer.start, answer.end] : [0, size - 1];
  const all = {
    ...headers,
    "accept-ranges": "bytes",
    "content-length": String(end - start + 1),
    ...(partial ? { "content-range": `bytes ${start}-${end}/${size}` } : {}),
  };
  const status = partial ? 206 : 200;
  if (c.req.method === "HEAD") return c.body(null, status, all);
  return c.body(await source.open(start, end), status, all);
}
