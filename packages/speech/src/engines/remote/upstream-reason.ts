/** The longest reason kept from an upstream's error body. */
const MAX_REASON_CHARS = 300;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The message inside the error shapes the upstreams send, or undefined. */
function messageOf(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (Array.isArray(body)) {
    // FastAPI's 422: [{loc: ["body", "input"], msg: "Field required", type}]
    const parts = body.filter(isObject).map((e) => {
      const loc = Array.isArray(e.loc) ? e.loc.filter((p) => p !== "body").join(".") : "";
      return `${loc ? `${loc}: ` : ""}${String(e.msg ?? "")}`;
    });
    return parts.length ? parts.join("; ") : undefined;
  }
  if (!isObject(body)) return undefined;
  // ElevenLabs {detail: {status, message}}, Kokoro-FastAPI {detail: {error, message, type}},
  // chatterbox-tts-api {detail: {error: {message, type}}}, Speaches {detail: "..."}, OpenAI {error: {message}}.
  for (const key of ["message", "detail", "error"]) {
    if (key in body) {
      const inner = messageOf(body[key]);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * A short reason from an upstream's error body: the message of the JSON error shapes
 * OpenAI-compatible servers, FastAPI and ElevenLabs send, else the start of the text; with
 * `secret` (the engine's key) blanked wherever it appears, so no error ever carries it.
 */
export function upstreamReason(bodyText: string, secret?: string): string {
  let reason: string | undefined;
  try {
    reason = messageOf(JSON.parse(bodyText));
  } catch {
    reason = undefined;
  }
  reason = (reason ?? bodyText).replace(/\s+/g, " ").trim() || "no reason given";
  if (secret) reason = reason.split(secret).join("***");
  return reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS - 1)}…` : reason;
}

/** A `Retry-After` header (seconds or an HTTP date) in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
