/**
 * Single-use tokens (the SDK's `tokens.singleUse.create`): what each kind opens, the permission it
 * needs and how long it lives.
 */
import type { ApiKeyPermission } from "../workspace/permissions";

/** The kinds the SDK names (SingleUseTokenType). */
export const SINGLE_USE_TOKEN_TYPES = ["realtime_scribe", "batch_scribe", "tts_websocket"] as const;
export type SingleUseTokenType = (typeof SINGLE_USE_TOKEN_TYPES)[number];

/** A token expires 15 minutes after it is made (the SDK's documented lifetime), used or not. */
export const SINGLE_USE_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The permission a kind's calls need: its maker must hold it, and the token carries no more. */
export const SINGLE_USE_TOKEN_PERMISSION: Readonly<Record<SingleUseTokenType, ApiKeyPermission>> = {
  realtime_scribe: "speech_to_text",
  batch_scribe: "speech_to_text",
  tts_websocket: "text_to_speech",
};
