import { ARROW_KEY_SECONDS } from "@vocable/domain";
import { useEffect } from "react";
import { usePlayer } from "./use-player";

/** Whether keyboard focus is somewhere typing or arrow keys have their own meaning. */
function isEditingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (target as HTMLInputElement).type;
    return !["button", "checkbox", "radio", "submit", "reset"].includes(type);
  }
  const role = target.getAttribute("role");
  return role === "slider" || role === "textbox" || role === "combobox" || role === "listbox" || role === "menu";
}

/** ArrowLeft / ArrowRight seek 3 s while an item is loaded and focus is not in a text field. */
export function useArrowKeySeek(active: boolean) {
  const { skip } = usePlayer();
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (isEditingTarget(event.target)) return;
      if (document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      skip(event.key === "ArrowLeft" ? -ARROW_KEY_SECONDS : ARROW_KEY_SECONDS);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, skip]);
}
