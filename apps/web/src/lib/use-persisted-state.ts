import { useCallback, useState } from "react";
import { readStored, writeStored } from "./local-storage";

/**
 * State restored from and saved to local storage under the `xi:` prefix (spec voices §4
 * "Persisted selections"). `accept` rejects stale or malformed stored values. When `name` changes
 * (a key per workspace, say), the value stored under the new name is read; a null name keeps the
 * state in memory only until a name is known, then that value is stored under it when nothing is.
 */
export function usePersistedState<T>(name: string | null, fallback: T, accept?: (value: unknown) => value is T) {
  const [state, setState] = useState<{ name: string | null; value: T }>(() => ({
    name,
    value: name === null ? fallback : readStored(name, fallback, accept),
  }));
  let current = state;
  if (state.name !== name) {
    // The name changed during this render: read the new key (React's "adjust state on a prop change").
    const stored = name === null ? fallback : readStored(name, fallback, accept);
    const keepUnsaved = state.name === null && name !== null && stored === fallback && state.value !== fallback;
    current = { name, value: keepUnsaved ? state.value : stored };
    if (keepUnsaved && name !== null) writeStored(name, state.value);
    setState(current);
  }
  const update = useCallback(
    (next: T) => {
      setState({ name, value: next });
      if (name !== null) writeStored(name, next);
    },
    [name],
  );
  return [current.value, update] as const;
}
