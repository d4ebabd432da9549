import { upgradeWebSocket, type WebSocketLike } from "@hono/node-server";
import { Hono } from "hono";
import { REALTIME_REFUSED_PARAMETERS, RealtimeTranscriptionQuery } from "@vocable/contract";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { redeemSingleUseToken } from "#features/developers/single-use-tokens/use-cases/redeem-single-use-token";
import { chooseRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { RealtimeFailure, RealtimeSession } from "./realtime-session";

/** The session for a handshake: the caller (header key or session, else the query's single-use token), the query, the recogniser. */
async function openSession(deps: AppDeps, known: Principal | null, raw: Record<string, string>, port: ConstructorParameters<typeof RealtimeSession>[1]) {
  const refused = REALTIME_REFUSED_PARAMETERS.find((name) => raw[name] !== undefined);
  if (refused) throw new RealtimeFailure("input_error", `${refused}: not available on this server (its recognisers do not support it); leave it out.`);
  const parsed = RealtimeTranscriptionQuery.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RealtimeFailure("input_error", `${issue.path.join(".")}: ${issue.message}`);
  }
  const query = parsed.data;
  if (query.include_language_detection) throw new RealtimeFailure("input_error", "include_language_detection: no recogniser here identifies languages; name the language with language_code.");
  let principal = known;
  if (!principal && query.token) {
    principal = await redeemSingleUseToken(deps, query.token, "realtime_scribe").catch(() => null);
  }
  if (!principal) throw new RealtimeFailure("auth_error", "Send the API key in the xi-api-key header, or a single-use token (realtime_scribe) as ?token=.");
  requirePermission(principal, "speech_to_text", "Your role in this workspace does not allow speech to text.");
  const recognizer = chooseRecognizer(deps.speech.engines, query.model_id, query.language_code);
  return new RealtimeSession(deps, port, { principal, query, recognizer });
}

/** `GET /v1/speech-to-text/realtime` upgraded to a WebSocket (public route: a browser authenticates with ?token=). */
export function realtimeTranscriptionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(
    "/v1/speech-to-text/realtime",
    upgradeWebSocket((c) => {
      const known = (c.get("principal") as Principal | undefined) ?? null;
      const raw = c.req.query();
      let ready: Promise<RealtimeSession | null> = Promise.resolve(null);
      return {
        onOpen(_event, ws) {
          const socket = ws.raw as WebSocketLike;
          const port = { send: (message: object) => socket.send(JSON.stringify(message)), close: (code: number, reason: string) => socket.close(code, reason) };
          ready = openSession(deps, known, raw, port).catch((err: unknown) => {
            const told =
              err instanceof RealtimeFailure ? { message_type: err.type, error: err.message } : { message_type: "error", error: err instanceof AppError ? err.message : "The session could not start." };
            if (!(err instanceof RealtimeFailure) && !(err instanceof AppError)) deps.log.error("a realtime transcription did not start", err);
            port.send(told);
            port.close(err instanceof AppError && err.status >= 500 ? 1011 : 1008, told.message_type);
            return null;
          });
        },
        onMessage(event) {
          void ready.then((session) => session?.receive(event.data));
        },
        onClose() {
          void ready.then((session) => session?.clientClosed());
        },
      };
    }),
  );
  return app;
}
