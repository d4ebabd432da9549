import { useCallback, useState } from "react";
import { readStored, writeStored } from "./local-storage";

/**
 * State restored from and saved to local storage under the `xi:` prefix (spec voices §4
 * "Persisted selections"). `accept` rejects stale or malformed stored values.
 */
export function usePersistedState<T>(name: string, fallback: T, accept?: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => readStored(name, fallback, accept));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(name, next);
    },
    [name],
  );
  return [value, update] as const;
}
