import { useMemo, useState, type SyntheticEvent } from "react";

/** What an `<audio>` element is doing, as its events tell it. */
export interface MediaClock {
  playing: boolean;
  /** Playing, but waiting for data (the server may be rendering the sample). */
  waiting: boolean;
  /** Seconds played. */
  time: number;
  /** Seconds in all (NaN until the metadata is read). */
  duration: number;
  /** The audio could not be loaded or decoded. */
  failed: boolean;
}

const INITIAL: MediaClock = { playing: false, waiting: false, time: 0, duration: Number.NaN, failed: false };

type MediaEvent = SyntheticEvent<HTMLAudioElement>;

/** The state of an `<audio>` and the event handlers to spread on it. */
export function useMediaClock() {
  const [clock, setClock] = useState<MediaClock>(INITIAL);
  const handlers = useMemo(() => {
    const merge = (change: Partial<MediaClock>) => setClock((current) => ({ ...current, ...change }));
    const readDuration = (event: MediaEvent) => merge({ duration: event.currentTarget.duration });
    return {
      onPlay: () => merge({ playing: true, failed: false }),
      onPlaying: () => merge({ waiting: false }),
      onWaiting: () => merge({ waiting: true }),
      onPause: () => merge({ playing: false, waiting: false }),
      onEnded: (event: MediaEvent) => merge({ playing: false, waiting: false, time: event.currentTarget.duration }),
      onTimeUpdate: (event: MediaEvent) => merge({ time: event.currentTarget.currentTime }),
      onLoadedMetadata: readDuration,
      onDurationChange: readDuration,
      onError: () => merge({ playing: false, waiting: false, failed: true }),
    };
  }, []);
  return { clock, handlers };
}
