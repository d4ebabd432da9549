import { useCallback, useEffect, useRef } from "react";

/** The focusable controls of a dialogue line. */
export type LineControl = "text" | "up" | "down" | "remove";

/** The key of a line's control; `ADD_LINE` is the Add line button's. */
export const lineKey = (lineId: string, control: LineControl) => `${lineId}:${control}`;
export const ADD_LINE = "add";

/**
 * Where the keyboard goes after a line is added, removed or moved: the first of the wanted
 * controls that exists and is enabled once the lines have rendered (a moved line's button, or its
 * other one at the end of the list; the next line after a removal; a new line's text).
 */
export function useLineFocus() {
  const elements = useRef(new Map<string, HTMLElement>());
  const wanted = useRef<string[]>([]);

  useEffect(() => {
    if (wanted.current.length === 0) return;
    const target = wanted.current
      .map((key) => elements.current.get(key))
      .find((el) => el !== undefined && !(el instanceof HTMLButtonElement && el.disabled));
    wanted.current = [];
    target?.focus();
  });

  /** A ref callback keeping the element of `key`. */
  const register = useCallback(
    (key: string) => (el: HTMLElement | null) => {
      if (el) elements.current.set(key, el);
      else elements.current.delete(key);
    },
    [],
  );

  /** Focuses the first of `keys` that can take it after the next render. */
  const focusAfterRender = useCallback((...keys: string[]) => {
    wanted.current = keys;
  }, []);

  return { register, focusAfterRender };
}
