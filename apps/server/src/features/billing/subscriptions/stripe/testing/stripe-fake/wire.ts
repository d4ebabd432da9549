import type { FakeList, Params } from "./objects";
import type { Store } from "./store";

/**
 * Stripe's envelopes, shared by the server and the resources: the errors (thrown as StripeFailure,
 * answered as `{error: {type, message, code, param}}`), lists, and the shape of a route.
 */

/** A request Stripe refuses: thrown by a route, answered by the server with its status and error body. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** 404 resource_missing: no object of that kind with that id. */
export const missing = (what: string, id: string) => new StripeFailure(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", "id");

/** 400 parameter_invalid. */
export const invalid = (message: string, param?: string) => new StripeFailure(400, "invalid_request_error", message, "parameter_invalid", param);

/** 400 resource_already_exists: an object made with an id already taken. */
export const alreadyExists = (what: string) => new StripeFailure(400, "invalid_request_error", `${what} already exists.`, "resource_already_exists", "id");

/** 402 card_declined: a charge the customer's card refused. */
export const declined = () => new StripeFailure(402, "card_error", "Your card was declined.", "card_declined");

/** 404 for a path the fake does not answer. */
export const unrecognized = (method: string, path: string) => new StripeFailure(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);

/** The body Stripe answers an error with. */
export function errorBody(failure: StripeFailure): { error: Params } {
  return {
    error: { type: failure.type, message: failure.message, ...(failure.code ? { code: failure.code } : {}), ...(failure.param ? { param: failure.param } : {}) },
  };
}

/** The object of `map` with id `key`, else a 404 naming it as `what`. */
export function get<T>(map: Map<string, T>, what: string, key: string): T {
  const found = map.get(key);
  if (!found) throw missing(what, key);
  return found;
}

/** A list of everything there is (`has_more: false`), at `url`. */
export function listOf<T>(data: T[], url: string): FakeList<T> {
  return { object: "list", data, has_more: false, url };
}

/** What a route is called with: the store, the id in the path (`/v1/prices/:id`), the parameters and what to expand. */
export interface RouteCall {
  s: Store;
  id: string;
  params: Params;
  expand: string[];
}

/**
 * Routes of a resource by `METHOD path` (`POST subscriptions/:id`, `POST invoices/:id/pay`): each
 * answers the JSON of the object, or throws a StripeFailure.
 */
export type Routes = Record<string, (call: RouteCall) => unknown>;
