/**
 * The one HTTP client of the web app: same-origin fetch with the session cookie, JSON in and
 * out, and failures turned into `ApiError` (the server answered non-2xx) or `NetworkError`
 * (no answer at all). `handleError` turns both into the spec's toast texts.
 */

/** The server answered with a non-2xx status; `body` is the parsed JSON body when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status} ${statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("Network error", { cause });
    this.name = "NetworkError";
  }
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  /** Sent as a JSON body with the JSON content type. */
  json?: unknown;
  body?: BodyInit | null;
  /** Query parameters; undefined, null and empty-string values are omitted. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** Builds `path?query` leaving out empty parameters. */
export function withQuery(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fetches `path`; resolves with the response when it is 2xx, throws `ApiError`/`NetworkError` otherwise. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const { json, query, headers, body, ...rest } = options;
  const finalHeaders = new Headers(headers);
  let finalBody = body;
  if (json !== undefined) {
    finalHeaders.set("Content-Type", "application/json");
    finalBody = JSON.stringify(json);
  }
  return send(withQuery(path, query), { credentials: "include", ...rest, headers: finalHeaders, body: finalBody });
}

/** One fetch: the response when it is 2xx, else `ApiError`; `NetworkError` when there was no answer (an abort stays an abort). */
export async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readBody(response));
  return response;
}

/** `apiRequest` + JSON decoding of the answer (null for an empty body). */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, { ...options, headers: { Accept: "application/json", ...options.headers } });
  return (await readBody(response)) as T;
}
