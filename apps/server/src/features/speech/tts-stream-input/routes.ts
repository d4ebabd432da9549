import { upgradeWebSocket, type WebSocketLike } from "@hono/node-server";
import { Hono } from "hono";
import { StreamInputQuery, ResourceId } from "@vocable/contract";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { SocketFailure } from "./socket-messages";
import { MultiStreamSession } from "./multi-stream-session";
import { StreamInputSession } from "./stream-input-session";
import { DialogueStreamSession, MultiDialogueStreamSession } from "#features/speech/text-to-dialogue/dialogue-stream-session";

const DEFAULT_QUERY = StreamInputQuery.parse({});

/** The handshake's query, or the failure the socket is closed with. */
function readQuery(query: Record<string, string>): { query: StreamInputQuery; failure: SocketFailure | null } {
  const parsed = StreamInputQuery.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { query: DEFAULT_QUERY, failure: new SocketFailure("invalid_request", `${issue.path.join(".")}: ${issue.message}`) };
  }
  if (parsed.data.enable_ssml_parsing) {
    return { query: parsed.data, failure: new SocketFailure("unsupported_option", "enable_ssml_parsing: SSML is read as text here; leave it out (or false).") };
  }
  return { query: parsed.data, failure: null };
}

/**
 * `GET /v1/text-to-speech/{voice_id}/stream-input` and `/multi-stream-input`, and the dialogue's
 * `/v1/text-to-dialogue/stream-input` and `/multi-stream-input`, upgraded to WebSockets (public
 * routes: the key may come in the first message or as a single-use token instead of a header).
 * Query and message errors are told on the socket, in the ElevenLabs shape, before it closes.
 */
export function streamInputRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const [path, Session] of [
    ["/v1/text-to-speech/:voice_id/stream-input", StreamInputSession],
    ["/v1/text-to-speech/:voice_id/multi-stream-input", MultiStreamSession],
    ["/v1/text-to-dialogue/stream-input", DialogueStreamSession],
    ["/v1/text-to-dialogue/multi-stream-input", MultiDialogueStreamSession],
  ] as const) app.get(
    path,
    upgradeWebSocket((c) => {
      // A dialogue's voices come in its first message; a text-to-speech socket's in the path.
      const voiceId = c.req.param("voice_id") ?? "";
      const { query, failure } = readQuery(c.req.query());
      const badVoice = !path.includes(":voice_id") || ResourceId.safeParse(voiceId).success ? null : new SocketFailure("invalid_request", "voice_id: not a voice id.");
      const principal = (c.get("principal") as Principal | undefined) ?? null;
      let session: StreamInputSession | MultiStreamSession | DialogueStreamSession | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocketLike & { bufferedAmount: number };
          session = new Session(
            deps,
            { send: (message) => raw.send(JSON.stringify(message)), close: (code, reason) => raw.close(code, reason), bufferedAmount: () => raw.bufferedAmount },
            { voiceId, query, principal, requestId: c.get("requestId"), ip: clientIp(c, deps.config.trustProxy) },
          );
          const refusal = failure ?? badVoice;
          if (refusal) session.refuse(refusal);
        },
        onMessage(event) {
          session?.receive(event.data);
        },
        onClose() {
          session?.clientClosed();
        },
      };
    }),
  );
  return app;
}
