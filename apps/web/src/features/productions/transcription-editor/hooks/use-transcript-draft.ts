import { useCallback, useMemo, useState } from "react";
import { mergeWithNext, newSegmentId, splitSegment, updateSegment, type EditorSegment, type SegmentChange } from "../segment-edits";

/** The page's working copy: the segments, a counter of edits, and the edit the server has. */
export interface Draft {
  segments: EditorSegment[];
  /** Bumped by every edit. */
  version: number;
  /** The version the server holds (saved, or answered by one of its tools). */
  savedVersion: number;
  /** Segments whose text changed since the server last placed them (what "Align" sends). */
  edited: ReadonlySet<string>;
}

export interface DraftActions {
  change: (id: string, change: SegmentChange) => void;
  /** Splits the segment at the text cursor; false when it cannot be cut there. */
  split: (index: number, cursor: number, playhead: number | null) => boolean;
  merge: (index: number) => boolean;
  /** The server's transcript (an answer of align, retranscribe, resegment): saved as it is; `placed` are no longer "edited" (all when omitted). */
  replace: (segments: EditorSegment[], placed?: readonly string[]) => void;
  markSaved: (version: number) => void;
}

const edit = (draft: Draft, segments: EditorSegment[], edited = draft.edited): Draft => ({ ...draft, segments, edited, version: draft.version + 1 });

/** The working copy of a task's transcript, with split, merge and per-field edits. */
export function useTranscriptDraft(initial: EditorSegment[]): [Draft, DraftActions] {
  const [draft, setDraft] = useState<Draft>(() => ({ segments: initial, version: 0, savedVersion: 0, edited: new Set() }));

  const change = useCallback((id: string, next: SegmentChange) => {
    setDraft((d) => edit(d, updateSegment(d.segments, id, next), next.text === undefined ? d.edited : new Set(d.edited).add(id)));
  }, []);

  const split = useCallback(
    (index: number, cursor: number, playhead: number | null) => {
      const id = newSegmentId(new Set(draft.segments.map((s) => s.id)));
      const next = splitSegment(draft.segments, index, cursor, playhead, id);
      if (!next) return false;
      const original = draft.segments[index]!.id;
      setDraft((d) => (d.segments === draft.segments ? edit(d, next, new Set(d.edited).add(original).add(id)) : d));
      return true;
    },
    [draft.segments],
  );

  const merge = useCallback(
    (index: number) => {
      const next = mergeWithNext(draft.segments, index);
      if (!next) return false;
      const kept = draft.segments[index]!.id;
      setDraft((d) => (d.segments === draft.segments ? edit(d, next, new Set(d.edited).add(kept)) : d));
      return true;
    },
    [draft.segments],
  );

  const replace = useCallback((segments: EditorSegment[], placed?: readonly string[]) => {
    setDraft((d) => {
      const ids = new Set(segments.map((s) => s.id));
      const edited = placed ? new Set([...d.edited].filter((id) => ids.has(id) && !placed.includes(id))) : new Set<string>();
      return { segments, version: d.version + 1, savedVersion: d.version + 1, edited };
    });
  }, []);

  const markSaved = useCallback((version: number) => setDraft((d) => ({ ...d, savedVersion: Math.max(d.savedVersion, version) })), []);

  const actions = useMemo(() => ({ change, split, merge, replace, markSaved }), [change, split, merge, replace, markSaved]);
  return [draft, actions];
}
