import type { Context } from "hono";
import { unsafeTextReason } from "@vocable/contract";

/** Secrets are the user's own business: any character but NUL and lone surrogates may be in them. */
const SECRET_KEY = /password|secret|token|code/i;

/**
 * The first string in a parsed JSON value (keys included) that cannot be taken, with where it is.
 * Walks with its own stack: a body of 10,000 nested arrays must not overflow the call stack.
 */
export function findUnsafeString(root: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string; secret: boolean }[] = [{ value: root, path: "body", secret: false }];
  while (stack.length > 0) {
    const { value, path, secret } = stack.pop()!;
    if (typeof value === "string") {
      const message = unsafeTextReason(value, { controls: !secret });
      if (message) return { path, message };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, secret }));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const message = unsafeTextReason(key, { controls: true });
        if (message) return { path: `${path} key`, message };
        stack.push({ value: item, path: `${path}.${key}`, secret: secret || SECRET_KEY.test(key) });
      }
    }
  }
  return null;
}

/**
 * Checks what Better Auth would store or look up before it sees it: query parameters and JSON
 * bodies with NUL, lone surrogates or control characters are a 400, where PostgreSQL would fail
 * (NUL) or a name would be stored mangled (a surrogate becomes U+FFFD). The answer carries Better
 * Auth's `message`/`code` (what its client reads) and the ElevenLabs `detail`. Returns the request
 * to hand on (the body read here, re-attached), or the error response.
 */
export async function guardAuthInput(c: Context, headers: Headers): Promise<Request | Response> {
  const reject = (path: string, message: string) =>
    c.json({ message: `${path}: ${message}`, code: "VALIDATION_ERROR", detail: { status: "invalid_request", message: `${path}: ${message}` } }, 400);
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const message = unsafeTextReason(key, { controls: true }) ?? unsafeTextReason(value, { controls: !SECRET_KEY.test(key) });
    if (message) return reject(`query.${key.slice(0, 50)}`, message);
  }
  const raw = c.req.raw;
  if (raw.method === "GET" || raw.method === "HEAD") return new Request(raw, { headers });
  const text = await raw.text();
  if (/json/i.test(headers.get("content-type") ?? "")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined; // Better Auth answers malformed JSON itself
    }
    const found = findUnsafeString(parsed);
    if (found) return reject(found.path.slice(0, 100), found.message);
  }
  return new Request(raw.url, { method: raw.method, headers, body: text, signal: raw.signal });
}
