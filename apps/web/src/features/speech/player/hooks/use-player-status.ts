import { useContext } from "react";
import { PlayerStatusContext, type PlayerStatusValue } from "../player-context";

/** The current item and status (not the ticking time). */
export function usePlayerStatus(): PlayerStatusValue {
  return useContext(PlayerStatusContext);
}
