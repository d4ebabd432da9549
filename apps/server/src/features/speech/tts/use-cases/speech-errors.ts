import {
  EngineBusyError,
  EngineTimeoutError,
  EngineUnavailableError,
  PieceTimeoutError,
  SpeechQueueFullError,
  UpstreamError,
  VoiceConvertsOnlyError,
  VoiceEngineMissingError,
} from "@vocable/speech";
import { AppError } from "#platform/errors";

/** Why a generation stopped before its end. */
export type StopReason = "client_gone" | "failed" | "shutdown";

/** What a request whose generation was stopped is answered with (when nothing was sent yet). */
export function stopError(reason: StopReason): AppError {
  if (reason === "shutdown") {
    return new AppError("server_shutting_down", 503, "The server is restarting and stopped this generation; it was not charged. Please try again.");
  }
  if (reason === "client_gone") return new AppError("client_closed_request", 400, "The client closed the connection; the generation was stopped and not charged.");
  return new AppError("generation_failed", 500, "The generation failed and was not charged.");
}

/** What a failed synthesis is answered with (any other error is returned as it is). */
export function speechError(err: unknown): unknown {
  if (err instanceof SpeechQueueFullError) {
    return new AppError("system_busy", 429, "The speech engines are busy with other requests. Please try again in a moment.");
  }
  if (err instanceof PieceTimeoutError) {
    return new AppError("generation_timeout", 503, "Synthesis of this text took too long and was stopped. Please try again.");
  }
  // A remote engine's failures name the engine (never its key); a failed generation is refunded.
  if (err instanceof EngineBusyError) return new AppError("system_busy", 429, `${err.message} It was not charged.`);
  if (err instanceof EngineUnavailableError) return new AppError("engine_unavailable", 503, `${err.message}. It was not charged; try another voice, or again later.`);
  if (err instanceof EngineTimeoutError) return new AppError("generation_timeout", 504, `${err.message}. It was not charged.`);
  if (err instanceof UpstreamError) return new AppError("engine_failed", 502, `${err.message}. It was not charged.`);
  // A workspace voice whose engine was removed or no longer clones since the voice was made.
  if (err instanceof VoiceEngineMissingError) return new AppError("engine_unavailable", 503, `${err.message} It was not charged.`);
  if (err instanceof VoiceConvertsOnlyError) return new AppError("voice_converts_only", 400, `${err.message} It was not charged.`);
  return err;
}
