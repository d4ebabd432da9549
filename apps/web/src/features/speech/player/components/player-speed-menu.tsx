import * as Popover from "@radix-ui/react-popover";
import { PLAYBACK_SPEEDS } from "@vocable/domain";
import { useState } from "react";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { usePlayer } from "../hooks/use-player";

/** Speed menu: 0.8, 1, 1.2, 1.5, 2. */
export function PlayerSpeedMenu({ speed }: { speed: number }) {
  const { setSpeed } = usePlayer();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid="player-speed"
        aria-label={`Playback speed ${speed}x`}
        className="inline-flex h-8 min-w-11 items-center justify-center rounded-lg px-2 text-xs font-semibold text-zinc-700 tabular-nums hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        {speed}x
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          aria-label="Playback speed"
          className="z-50 w-32 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div role="menu" aria-label="Playback speed">
            {PLAYBACK_SPEEDS.map((option) => (
              <button
                key={option}
                type="button"
                role="menuitemradio"
                aria-checked={option === speed}
                onClick={() => {
                  setSpeed(option);
                  setOpen(false);
                }}
                className={cn(
                  "flex w-full items-center justify-between rounded-lg px-3 py-1.5 text-sm tabular-nums hover:bg-zinc-100 dark:hover:bg-zinc-800",
                  option === speed && "font-semibold",
                )}
              >
                {option}x
                {option === speed ? <Icon name="check" className="h-3.5 w-3.5" /> : null}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
