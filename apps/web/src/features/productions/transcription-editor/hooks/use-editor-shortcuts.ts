import { useEffect, useRef } from "react";
import { shortcutFor, type ShortcutAction } from "../editor-shortcuts";

export type ShortcutHandlers = Record<ShortcutAction, () => void>;

/** The editor's keyboard shortcuts (editor-shortcuts.ts) anywhere on the page while it is open. */
export function useEditorShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // A dialog's keys are its own.
      if (event.target instanceof Element && event.target.closest("[role=dialog]")) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
