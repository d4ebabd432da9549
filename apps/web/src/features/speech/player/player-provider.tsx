import { GENERIC_ERROR, PLAYER_POLL_MS, STREAM_INTERRUPTED, previewPlaybackError } from "@vocable/domain";
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { PlayerActionsContext, PlayerStateContext, PlayerStatusContext, type PlayerActions } from "./player-context";
import type { PlayerItem } from "./player-item";
import { initialPlayerState, playerReducer } from "./player-state";
import { clampLiveSeek } from "./stream/live-seek";
import { startMediaSourceFeed, type FeedSession, type StreamEnd } from "./stream/media-source-feed";

/**
 * Owns the one <audio> element of the app and feeds its events into the player state machine.
 * Rendered once around the app so playback survives navigation. A streamed item plays through a
 * MediaSource while its response arrives; the stream belongs to the player, so navigating keeps
 * it going, while loading another item, closing the player or leaving the page aborts it.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const audioRef = useRef<HTMLAudioElement>(null);
  const itemRef = useRef<PlayerItem | null>(null);
  const autoStartedRef = useRef<string | null>(null);
  const sessionRef = useRef<FeedSession | null>(null);
  // Synced after each commit, before the element's next event can read it (refs are not written while rendering).
  useLayoutEffect(() => {
    itemRef.current = state.item;
  }, [state.item]);

  const actions = useMemo<PlayerActions>(() => {
    const audio = () => audioRef.current;
    const release = () => {
      sessionRef.current?.abort();
      sessionRef.current = null;
      const previous = itemRef.current;
      if (previous?.ownsSrc) {
        const url = previous.src;
        // Revoke later: the element may still be reading the old blob while switching.
        window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
      }
    };
    const play = (el: HTMLAudioElement) => {
      el.play().catch((error: unknown) => {
        // The browser may block playback without a user gesture; the user can press play.
        console.info("Audio playback did not start:", error);
      });
    };
    const patchItem = (id: string, patch: Partial<PlayerItem>) => {
      if (itemRef.current?.id === id) itemRef.current = { ...itemRef.current, ...patch };
      dispatch({ type: "patchItem", id, patch });
    };
    /** Plays the whole file instead of the MediaSource, where it was (seeking back needs what was evicted). */
    const switchSource = (el: HTMLAudioElement, src: string) => {
      const at = el.currentTime;
      const resume = !el.paused && !el.ended;
      el.addEventListener(
        "loadedmetadata",
        () => {
          el.currentTime = at;
          if (resume) play(el);
        },
        { once: true },
      );
      el.src = src;
      el.load();
    };
    const onStreamEnd = (id: string, session: FeedSession, end: StreamEnd) => {
      if (sessionRef.current !== session || itemRef.current?.id !== id) return;
      sessionRef.current = null;
      // The received bytes back the download when the history item is missing (spec voices §8).
      if (end.outcome !== "unplayable") patchItem(id, { src: URL.createObjectURL(end.audio), ownsSrc: true });
      dispatch({ type: "streamEnd", id, outcome: end.outcome });
      if (end.outcome === "complete") {
        const el = audio();
        if (end.evicted && el && itemRef.current) switchSource(el, itemRef.current.src);
        return;
      }
      console.info("The audio stream broke off:", end.error);
      toast.error(end.outcome === "interrupted" ? STREAM_INTERRUPTED : GENERIC_ERROR);
    };
    const stopStream = () => {
      const item = itemRef.current;
      if (!sessionRef.current || !item) return;
      sessionRef.current.abort();
      sessionRef.current = null;
      dispatch({ type: "streamEnd", id: item.id, outcome: "interrupted" });
    };
    const unload = () => {
      const el = audio();
      release();
      itemRef.current = null;
      dispatch({ type: "unload" });
      if (!el) return;
      el.pause();
      el.removeAttribute("src");
      el.load();
    };
    /** Makes `item` the current one: the previous item's stream and blob let go. */
    const replaceItem = (item: PlayerItem, streaming: boolean) => {
      release();
      autoStartedRef.current = null;
      itemRef.current = item;
      dispatch({ type: "load", item, streaming });
    };
    return {
      stopStream,
      load(item, stream) {
        const el = audio();
        replaceItem(item, Boolean(stream));
        if (!el) {
          stream?.cancel();
          return;
        }
        el.defaultPlaybackRate = 1;
        el.playbackRate = 1;
        if (stream) {
          // User Timing mark: when the player took the stream (bench/streaming-playback.ts reads it; devtools show it).
          performance.mark("vocable:player-stream-load");
          const session: FeedSession = startMediaSourceFeed(el, stream, (end) => onStreamEnd(item.id, session, end));
          sessionRef.current = session;
          el.src = session.url;
        } else {
          el.src = item.src;
        }
        el.load();
        if (stream && item.autoStart) {
          // Asking now saves waiting for canplay: playback starts with the first decoded audio.
          autoStartedRef.current = item.id;
          play(el);
        }
      },
      prepare(item) {
        const el = audio();
        // "live" until the audio arrives: no download, no feedback, no history lookup yet.
        replaceItem(item, true);
        if (!el) return;
        el.pause();
        el.removeAttribute("src");
        el.load();
      },
      unload,
      discard(id) {
        if (itemRef.current?.id === id) unload();
      },
      togglePlay() {
        const el = audio();
        if (!el || !itemRef.current) return;
        if (el.paused || el.ended) play(el);
        else el.pause();
      },
      seek(seconds) {
        const el = audio();
        if (!el || !itemRef.current) return;
        const target = clampLiveSeek(seconds, el.duration, sessionRef.current?.liveWindow() ?? null);
        el.currentTime = target;
        dispatch({ type: "seek", currentTime: target });
      },
      skip(delta) {
        const el = audio();
        if (!el || !itemRef.current) return;
        const target = clampLiveSeek(el.currentTime + delta, el.duration, sessionRef.current?.liveWindow() ?? null);
        el.currentTime = target;
        dispatch({ type: "seek", currentTime: target });
      },
      setSpeed(speed) {
        const el = audio();
        if (el) el.playbackRate = speed;
        dispatch({ type: "speed", speed });
      },
      patchItem,
    };
  }, []);

  // Leaving the page ends the request at once (the server stops generating for nobody).
  useEffect(() => {
    const onPageHide = () => actions.stopStream();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      onPageHide();
    };
  }, [actions]);

  // The spec's 25 ms progress poll: smoother than timeupdate (about 4 per second).
  useEffect(() => {
    if (state.status !== "playing") return;
    const timer = window.setInterval(() => {
      const el = audioRef.current;
      if (el) dispatch({ type: "time", currentTime: el.currentTime });
    }, PLAYER_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state.status]);

  const onCanPlay = () => {
    dispatch({ type: "canplay" });
    const item = itemRef.current;
    const el = audioRef.current;
    if (item?.autoStart && el && autoStartedRef.current !== item.id) {
      autoStartedRef.current = item.id;
      el.play().catch((error: unknown) => console.info("Autoplay was blocked by the browser:", error));
    }
  };

  const onError = () => {
    const item = itemRef.current;
    const el = audioRef.current;
    if (!item || !el || !el.getAttribute("src")) return;
    // The audio cannot be decoded: stop fetching more of it.
    actions.stopStream();
    dispatch({ type: "error" });
    const detail = el.error?.message || undefined;
    toast.error(item.type === "voicePreview" ? previewPlaybackError(detail) : GENERIC_ERROR);
  };

  const onEnded = () => {
    // Only the end of the stream is the end: a browser that stops at the audio so far waits for more.
    if (sessionRef.current) return;
    dispatch({ type: "ended" });
    const el = audioRef.current;
    // Ending resets progress to 0, so pressing play starts over.
    if (el) el.currentTime = 0;
  };

  const status = useMemo(() => ({ item: state.item, status: state.status }), [state.item, state.status]);

  return (
    <PlayerActionsContext.Provider value={actions}>
      <PlayerStatusContext.Provider value={status}>
        <PlayerStateContext.Provider value={state}>
          {children}
          <audio
            ref={audioRef}
            preload="auto"
            className="hidden"
            data-testid="player-audio"
            onCanPlay={onCanPlay}
            onPlaying={() => dispatch({ type: "playing" })}
            onWaiting={() => dispatch({ type: "waiting" })}
            onPause={() => dispatch({ type: "pause" })}
            onEnded={onEnded}
            onError={onError}
            onTimeUpdate={(e) => {
              dispatch({ type: "time", currentTime: e.currentTarget.currentTime });
              sessionRef.current?.progress();
            }}
            onDurationChange={(e) => dispatch({ type: "duration", duration: e.currentTarget.duration })}
            onLoadedMetadata={(e) => dispatch({ type: "duration", duration: e.currentTarget.duration })}
          />
        </PlayerStateContext.Provider>
      </PlayerStatusContext.Provider>
    </PlayerActionsContext.Provider>
  );
}
