import { createContext } from "react";
import type { PlayerItem } from "./player-item";
import type { PlayerState, PlayerStatus } from "./player-state";
import type { PlayerStream } from "./stream/media-source-feed";

/** Commands of the persistent player; stable for the app's lifetime. */
export interface PlayerActions {
  /**
   * Replaces the current item and starts loading it (auto-playing when `item.autoStart`). With a
   * `stream`, the audio plays while it arrives (item.src is ignored until the stream has ended);
   * replacing or closing the item aborts the stream's request.
   */
  load: (item: PlayerItem, stream?: PlayerStream) => void;
  /**
   * Shows `item` (marked `pending`) at once, before its audio exists: the current item stops and
   * the bar says the speech is being generated until {@link load} replaces it with the audio.
   */
  prepare: (item: PlayerItem) => void;
  /** Aborts the current item's stream, if one is still arriving; what arrived stays playable. */
  stopStream: () => void;
  /** Stops and forgets the current item (aborting its stream, if any). */
  unload: () => void;
  /** Forgets a prepared item whose generation failed, if it is still the current one. */
  discard: (id: string) => void;
  togglePlay: () => void;
  /** Seeks to an absolute time in seconds (clamped to the audio). */
  seek: (seconds: number) => void;
  /** Seeks relative to the current time. */
  skip: (deltaSeconds: number) => void;
  setSpeed: (speed: number) => void;
  /** Updates fields of the item with this id, if it is still the current one. */
  patchItem: (id: string, patch: Partial<PlayerItem>) => void;
}

/** The coarse state (item and status) for components that should not re-render on every tick. */
export interface PlayerStatusValue {
  item: PlayerItem | null;
  status: PlayerStatus;
}

export const PlayerActionsContext = createContext<PlayerActions | null>(null);
export const PlayerStatusContext = createContext<PlayerStatusValue>({ item: null, status: "idle" });
export const PlayerStateContext = createContext<PlayerState | null>(null);
