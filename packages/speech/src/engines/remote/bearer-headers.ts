/** The request headers of an OpenAI-style server: `Authorization: Bearer <key>` when a key is set, and a JSON content type when asked. */
export function bearerHeaders(apiKey: string | undefined, json: boolean): Record<string, string> {
  const headers: Record<string, string> = json ? { "content-type": "application/json" } : {};
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  return headers;
}
