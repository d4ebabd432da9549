import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#lib/cn";
import { Icon, type IconName } from "./icon";

/** One entry of a `Menu`: a link, an action, or a group of radio choices. */
export type MenuEntry =
  | { kind: "link"; label: string; to: string; icon?: IconName }
  | { kind: "action"; label: string; onSelect: () => void; icon?: IconName; disabled?: boolean }
  | { kind: "radio"; label: string; options: Array<{ value: string; label: string; icon?: IconName }>; value: string; onChange: (value: string) => void };

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"]';
const itemClass =
  "flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm text-zinc-700 outline-none hover:bg-zinc-100 focus:bg-zinc-100 aria-disabled:opacity-50 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus:bg-zinc-800";

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

/**
 * A menu button (WAI-ARIA menu button pattern): the button opens a `role="menu"` list; arrow keys,
 * Home and End move between the items, Enter or Space picks one, Escape closes and gives the focus
 * back to the button, Tab or a click outside closes. Opens above the button (`side="top"`) or below.
 */
export function Menu({
  label,
  button,
  buttonClassName,
  entries,
  side = "bottom",
  testId,
}: {
  /** The button's accessible name (before what the button shows) and the menu's. */
  label: string;
  button: ReactNode;
  buttonClassName?: string;
  entries: MenuEntry[];
  side?: "top" | "bottom";
  testId?: string;
}) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (open === "last" ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      // Only the menu closes (not the drawer around it).
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen("first"))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
        data-testid={testId}
      >
        {/* The name is the label and then what the button shows (WCAG 2.5.3: the visible text is in the name). */}
        <span className="sr-only">{label}, </span>
        {button}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={cn(
            "absolute left-0 z-50 flex w-full min-w-52 flex-col gap-0.5 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900",
            side === "top" ? "bottom-full mb-1" : "top-full mt-1",
          )}
        >
          {entries.map((entry) => (
            <MenuEntryView key={entry.label} entry={entry} onDone={() => close(true)} />
          ))}
        </div>
      )}
    </div>
  );
}

function MenuEntryView({ entry, onDone }: { entry: MenuEntry; onDone: () => void }) {
  if (entry.kind === "link") {
    return (
      <Link role="menuitem" tabIndex={-1} to={entry.to} className={itemClass} onClick={onDone}>
        {entry.icon && <Icon name={entry.icon} />}
        {entry.label}
      </Link>
    );
  }
  if (entry.kind === "action") {
    return (
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        aria-disabled={entry.disabled || undefined}
        className={itemClass}
        onClick={() => {
          if (entry.disabled) return;
          onDone();
          entry.onSelect();
        }}
      >
        {entry.icon && <Icon name={entry.icon} />}
        {entry.label}
      </button>
    );
  }
  return (
    <div role="group" aria-label={entry.label} className="my-0.5 border-y border-zinc-100 py-0.5 dark:border-zinc-800">
      <div className="px-2.5 py-1 text-xs text-muted-foreground" aria-hidden>
        {entry.label}
      </div>
      {entry.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="menuitemradio"
          tabIndex={-1}
          aria-checked={entry.value === option.value}
          className={itemClass}
          onClick={() => entry.onChange(option.value)}
        >
          {option.icon && <Icon name={option.icon} />}
          <span className="flex-1">{option.label}</span>
          {entry.value === option.value && <Icon name="check" />}
        </button>
      ))}
    </div>
  );
}
