import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "#lib/handle-error";
import { saveStatus, type SaveStatus } from "../save-state";
import type { EditorSegment } from "../segment-edits";
import type { Draft } from "./use-transcript-draft";

/** How long after the last edit the transcript is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type { SaveStatus };


interface AutosaveOptions {
  draft: Draft;
  /** PUT …/transcription. */
  save: (segments: EditorSegment[]) => Promise<unknown>;
  markSaved: (version: number) => void;
  /** Why the draft cannot be sent as it is (the server would refuse it), null when it can. */
  problem: string | null;
  enabled: boolean;
}

export interface Autosave {
  status: SaveStatus;
  /** Saves now what is not saved yet (waits for a save under way); true when the server has it all. */
  flush: () => Promise<boolean>;
}

/**
 * Saves the working copy ~1.5 s after the last edit, and at once on `flush` (the editor calls it
 * on blur and before each tool), when the page is hidden or left; one save at a time, each with
 * the newest copy. Leaving with unsaved changes asks first.
 */
export function useAutosave({ draft, save, markSaved, problem, enabled }: AutosaveOptions): Autosave {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ draft, save, markSaved, problem, enabled });
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  useEffect(() => {
    latest.current = { draft, save, markSaved, problem, enabled };
  });

  const saveLatest = useCallback(async (): Promise<boolean> => {
    const { draft: d, save: put, markSaved: mark, problem: refusal, enabled: on } = latest.current;
    if (d.version === d.savedVersion) return true;
    if (!on || refusal) return false;
    setSaving(true);
    try {
      await put(d.segments);
      mark(d.version);
      setFailure(null);
      return latest.current.draft.version === d.version;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  const flush = useCallback(() => {
    queue.current = queue.current.then(saveLatest, saveLatest);
    return queue.current;
  }, [saveLatest]);

  const dirty = draft.version !== draft.savedVersion;
  useEffect(() => {
    if (!dirty || !enabled || problem) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, draft.version, enabled, problem, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    const onPageHide = () => void flush();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const d = latest.current.draft;
      if (d.version !== d.savedVersion && latest.current.enabled) event.preventDefault();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("beforeunload", onBeforeUnload);
      // Leaving the page inside the app: what is not saved yet is sent.
      void flush();
    };
  }, [flush]);

  return { status: saveStatus({ dirty, saving, failure, problem }), flush };
}
