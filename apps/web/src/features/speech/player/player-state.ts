/**
 * The player's state machine (spec voices §4 "Audio player"): no item -> loading (until the
 * browser can play) -> playing / paused -> ended; ending resets progress to 0. Pure, so it is
 * unit-tested without a browser; the provider feeds it the media element's events.
 * A streamed item is "live" while its audio still arrives (the duration grows), then "complete"
 * or "interrupted" (it broke off; what arrived stays playable).
 */
import { DEFAULT_PLAYBACK_SPEED } from "@vocable/domain";
import type { PlayerItem } from "./player-item";

export type PlayerStatus = "idle" | "loading" | "playing" | "paused" | "ended" | "error";
export type StreamState = "live" | "complete" | "interrupted";

export interface PlayerState {
  item: PlayerItem | null;
  status: PlayerStatus;
  currentTime: number;
  duration: number;
  speed: number;
  /** Furthest point reached while playing (feedback shows after 3 s of playback). */
  playedSeconds: number;
  /** The item reached its end at least once. */
  hasEnded: boolean;
  /** Where a streamed item's audio is; null for an item loaded whole. */
  stream: StreamState | null;
  /** Playing, but stalled until more audio arrives (a live stream caught up with its generation). */
  waiting: boolean;
}

export type PlayerEvent =
  | { type: "load"; item: PlayerItem; streaming?: boolean }
  | { type: "unload" }
  | { type: "canplay" }
  | { type: "playing" }
  | { type: "pause" }
  | { type: "ended" }
  | { type: "waiting" }
  | { type: "error" }
  | { type: "time"; currentTime: number }
  | { type: "seek"; currentTime: number }
  | { type: "duration"; duration: number }
  | { type: "speed"; speed: number }
  | { type: "patchItem"; id: string; patch: Partial<PlayerItem> }
  /** A streamed item's audio stopped arriving (for the item with this id). */
  | { type: "streamEnd"; id: string; outcome: "complete" | "interrupted" | "unplayable" };

export const initialPlayerState: PlayerState = {
  item: null,
  status: "idle",
  currentTime: 0,
  duration: 0,
  speed: DEFAULT_PLAYBACK_SPEED,
  playedSeconds: 0,
  hasEnded: false,
  stream: null,
  waiting: false,
};

function finite(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Next state for an event. */
export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case "load":
      return { ...initialPlayerState, item: event.item, status: "loading", stream: event.streaming ? "live" : null };
    case "unload":
      return initialPlayerState;
    default:
      break;
  }
  if (!state.item) return state;
  switch (event.type) {
    case "canplay":
      return state.status === "loading" ? { ...state, status: "paused" } : state;
    case "playing":
      return { ...state, status: "playing", waiting: false };
    case "waiting":
      return state.status === "playing" ? { ...state, waiting: true } : state;
    case "pause":
      return state.status === "playing" || state.status === "loading" ? { ...state, status: "paused", waiting: false } : state;
    case "ended":
      return { ...state, status: "ended", currentTime: 0, hasEnded: true, waiting: false };
    case "error":
      return { ...state, status: "error", waiting: false };
    case "time": {
      const currentTime = finite(event.currentTime);
      const playedSeconds = state.status === "playing" ? Math.max(state.playedSeconds, currentTime) : state.playedSeconds;
      // After the end, the element may still report its last position once; progress stays at 0.
      if (state.status === "ended") return state;
      return { ...state, currentTime, playedSeconds };
    }
    case "seek":
      // A seek after the end leaves the ended state: the user picked a new position.
      return {
        ...state,
        currentTime: finite(event.currentTime),
        status: state.status === "ended" ? "paused" : state.status,
      };
    case "duration":
      return { ...state, duration: finite(event.duration) };
    case "speed":
      return { ...state, speed: event.speed };
    case "patchItem":
      return state.item.id === event.id ? { ...state, item: { ...state.item, ...event.patch } } : state;
    case "streamEnd":
      if (state.item.id !== event.id || state.stream !== "live") return state;
      if (event.outcome === "unplayable") return { ...state, stream: "interrupted", status: "error" };
      return { ...state, stream: event.outcome };
  }
}
