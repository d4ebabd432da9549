import createClient from "openapi-fetch";
import type { paths } from "./api-schema";
import { send } from "./api-client";

/**
 * The web app's client of the server's API, typed from the server's OpenAPI document
 * (api-schema.d.ts, written by `npm run api-types`): each call's path, parameters, body and answer
 * come from the contract, so a changed contract fails the web app's type check where it is used.
 * Requests are same-origin with the session cookie; a non-2xx answer throws `ApiError` and no
 * answer `NetworkError` (api-client.ts), which `handleError` turns into the spec's texts.
 *
 *   const voice = await data(api.GET("/v1/voices/{voice_id}", { params: { path: { voice_id } }, signal }));
 */
export const api = createClient<paths>({
  baseUrl: typeof location === "undefined" ? "http://localhost" : location.origin,
  credentials: "include",
  fetch: (request) => send(request),
});

/** The answer of a typed call: its body (the failures have thrown already). */
export async function data<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}

/** A multipart body for a typed call: the document describes the form's fields, the browser builds the form. */
export function formBody(form: FormData) {
  return { body: form as never };
}
