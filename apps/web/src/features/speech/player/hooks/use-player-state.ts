import { useContext } from "react";
import { PlayerStateContext } from "../player-context";
import type { PlayerState } from "../player-state";

/** The full player state, time included (re-renders while playing). */
export function usePlayerState(): PlayerState {
  const state = useContext(PlayerStateContext);
  if (!state) throw new Error("usePlayerState must be used inside PlayerProvider");
  return state;
}
