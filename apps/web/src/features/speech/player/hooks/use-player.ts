import { useContext } from "react";
import { PlayerActionsContext, type PlayerActions } from "../player-context";

/** Commands of the persistent player. */
export function usePlayer(): PlayerActions {
  const actions = useContext(PlayerActionsContext);
  if (!actions) throw new Error("usePlayer must be used inside PlayerProvider");
  return actions;
}
