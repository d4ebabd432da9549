import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { SegmentListHandle } from "../components/segment-list";
import { segmentTextId, type RowActions } from "../components/segment-row";
import { SKIP_SECONDS } from "../editor-shortcuts";
import { neighbourIndex } from "../segment-at-time";
import type { EditorSegment } from "../segment-edits";
import type { ShortcutHandlers } from "./use-editor-shortcuts";
import type { EditorTools } from "./use-editor-tools";
import type { MediaPlayer } from "./use-media-player";
import type { DraftActions } from "./use-transcript-draft";

interface ControlsInput {
  segments: readonly EditorSegment[];
  actions: DraftActions;
  tools: EditorTools;
  player: MediaPlayer;
  list: RefObject<SegmentListHandle | null>;
  active: number;
  locked: boolean;
  flush: () => Promise<boolean>;
  setReviewNote: (id: string, text: string) => void;
}

export interface SegmentControls {
  /** The segment being worked on (its fields have had focus last), -1 for none. */
  working: number;
  workingId: string | null;
  rowActions: RowActions;
  shortcuts: ShortcutHandlers;
  /** The last thing a shortcut could not do ("This segment cannot be split there"). */
  notice: string | null;
  goTo: (index: number) => void;
}

const CANNOT_SPLIT = "The segment cannot be split there: put the cursor between two words, with some time on each side.";

/** The text cursor in a segment's text box (its end when the box is not in the page). */
function cursorOf(segment: EditorSegment): number {
  const box = document.getElementById(segmentTextId(segment.id));
  return box instanceof HTMLTextAreaElement ? box.selectionStart : segment.text.length;
}

/**
 * What the rows' buttons and the keyboard shortcuts do, over the latest state (so the callbacks
 * stay the same objects and unchanged rows are not rendered again).
 */
export function useSegmentControls(input: ControlsInput): SegmentControls {
  const [workingId, setWorkingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef({ ...input, workingId });
  useEffect(() => {
    latest.current = { ...input, workingId };
  });

  const api = useMemo(() => {
    const now = () => latest.current;
    const indexOf = (id: string | null) => (id === null ? -1 : now().segments.findIndex((s) => s.id === id));
    const goTo = (index: number) => {
      const segment = now().segments[index];
      if (!segment) return;
      setWorkingId(segment.id);
      now().list.current?.reveal(index, true);
      now().player.seek(segment.start);
    };
    const split = (index: number) => {
      const { segments, locked, actions, player } = now();
      const segment = segments[index];
      if (!segment || locked) return;
      setNotice(actions.split(index, cursorOf(segment), player.currentTime()) ? null : CANNOT_SPLIT);
    };
    const merge = (index: number) => {
      if (!now().locked) setNotice(now().actions.merge(index) ? null : "The last segment has none after it to merge with.");
    };
    const rowActions: RowActions = {
      change: (id, change) => now().actions.change(id, change),
      focus: (index) => setWorkingId(now().segments[index]?.id ?? null),
      play: (index) => now().player.playFrom(now().segments[index]?.start ?? 0),
      split,
      merge,
      retranscribe: (id) => now().tools.retranscribe(id),
      useSuggestion: (id) => {
        const text = now().tools.suggestions.get(id);
        if (text !== undefined) now().actions.change(id, { text });
        now().tools.dropSuggestion(id);
      },
      dropSuggestion: (id) => now().tools.dropSuggestion(id),
      reviewNote: (id, text) => now().setReviewNote(id, text),
    };
    const working = () => {
      const index = indexOf(now().workingId);
      return index >= 0 ? index : now().active;
    };
    const move = (direction: 1 | -1) => goTo(neighbourIndex(now().segments, indexOf(now().workingId), now().player.currentTime(), direction));
    const shortcuts: ShortcutHandlers = {
      playPause: () => now().player.toggle(),
      back: () => now().player.skip(-SKIP_SECONDS),
      forward: () => now().player.skip(SKIP_SECONDS),
      nextSegment: () => move(1),
      previousSegment: () => move(-1),
      playSegment: () => rowActions.play(Math.max(0, working())),
      split: () => split(working()),
      merge: () => merge(working()),
      save: () => void now().flush(),
    };
    return { rowActions, shortcuts, goTo };
  }, []);

  const working = workingId === null ? -1 : input.segments.findIndex((s) => s.id === workingId);
  return { working, workingId: working >= 0 ? workingId : null, notice, ...api };
}
