import http from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_API_VERSION } from "../../stripe-client";
import { catalogRoutes } from "./catalog";
import { checkoutRoutes } from "./checkout";
import { connectRoutes, creditNoteRoutes } from "./connect";
import { invoicePreviewRoutes } from "./invoice-preview";
import { invoiceRoutes } from "./invoices";
import type { FakeRequest, Params } from "./objects";
import { list, parseStripeParams } from "./params";
import { scheduleRoutes } from "./schedules";
import { clone, stripeId, type Store } from "./store";
import { subscriptionRoutes } from "./subscriptions";
import { StripeFailure, errorBody, unrecognized, type Routes } from "./wire";

/**
 * The HTTP side of the fake: a node:http server on 127.0.0.1 that checks the Bearer key, replays
 * a POST's answer for a repeated Idempotency-Key (refusing one reused with other parameters),
 * routes `/v1/...` to the resources and answers their JSON or Stripe's error envelope. Every
 * answered request is recorded.
 */

const routes: Routes = { ...catalogRoutes, ...checkoutRoutes, ...subscriptionRoutes, ...scheduleRoutes, ...invoiceRoutes, ...invoicePreviewRoutes, ...connectRoutes, ...creditNoteRoutes };

/** Answers a request to `path` (`/v1/<resource>[/<id>[/<action>]]`), or throws a StripeFailure. */
function route(s: Store, method: string, path: string, params: Params): unknown {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] !== "v1") throw unrecognized(method, path);
  // Two-word resources: /v1/checkout/sessions, /v1/billing_portal/sessions.
  const nested = parts[1] === "checkout" || parts[1] === "billing_portal";
  const [resource, id, action] = nested ? [`${parts[1]}/${parts[2]}`, parts[3], parts[4]] : [parts[1], parts[2], parts[3]];
  const key = `${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`;
  const answer: Routes[string] | undefined = routes[key];
  if (!answer) throw unrecognized(method, path);
  return answer({ s, id, params, expand: list(params.expand).map(String) });
}

/** The running server: its address, the requests it answered, its outage switch. */
export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  /** While down, every call answers 500 (with Stripe-Should-Retry: false, so the SDK gives up at once). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** Starts the server for `s` on a free port of 127.0.0.1, accepting `secretKey`; sets the store's baseUrl. */
export async function startServer(s: Store, secretKey: string): Promise<FakeServer> {
  let down = false;
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>();
  const requests: FakeRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const method = req.method ?? "GET";
      const body = Buffer.concat(chunks).toString("utf8");
      const params = method === "POST" ? parseStripeParams(body) : parseStripeParams(url.search.slice(1));
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        requests.push({ method, path: url.pathname, params, idempotencyKey, status });
        res.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req"), "stripe-version": STRIPE_API_VERSION, ...headers });
        res.end(JSON.stringify(json));
      };
      const failure = (f: StripeFailure) => send(f.status, errorBody(f));
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        failure(new StripeFailure(401, "invalid_request_error", "Invalid API Key provided: sk_test_****"));
        return;
      }
      if (down) {
        send(500, { error: { type: "api_error", message: "An unknown error occurred (the fake is down)." } }, { "stripe-should-retry": "false" });
        return;
      }
      const replayKey = idempotencyKey && method === "POST" ? `${url.pathname} ${idempotencyKey}` : null;
      const earlier = replayKey ? idempotent.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          failure(
            new StripeFailure(
              400,
              "idempotency_error",
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        } else {
          send(earlier.status, earlier.json, { "idempotent-replayed": "true" });
        }
        return;
      }
      let status = 200;
      let json: unknown;
      try {
        json = route(s, method, url.pathname, params);
      } catch (err) {
        if (!(err instanceof StripeFailure)) throw err;
        status = err.status;
        json = errorBody(err);
      }
      // Stripe keeps an answer for its key, errors of the request included (not 5xx).
      if (replayKey && status < 500) idempotent.set(replayKey, { body, status, json: clone(json) });
      send(status, clone(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  s.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: s.baseUrl,
    requests,
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
