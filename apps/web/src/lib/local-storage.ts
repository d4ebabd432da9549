/**
 * Browser storage under the product prefix. Every key the app writes starts with
 * `LOCAL_STORAGE_PREFIX` so that sign-out can wipe them all (spec accounts §9).
 */
import { isAppStorageKey, storageKey } from "@vocable/domain";

/** Reads and JSON-decodes a stored value; `fallback` when missing, unreadable or rejected by `accept`. */
export function readStored<T>(name: string, fallback: T, accept?: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(storageKey(name));
    if (raw === null) return fallback;
    const value = JSON.parse(raw) as unknown;
    if (accept && !accept(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

/** JSON-encodes and stores a value; storage failures (quota, private mode) are ignored. */
export function writeStored(name: string, value: unknown): void {
  try {
    window.localStorage.setItem(storageKey(name), JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the selection then simply is not remembered.
  }
}

/** Removes every key that starts with the product prefix (sign-out). */
export function clearPrefixedStorage(storage: Pick<Storage, "length" | "key" | "removeItem"> = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isAppStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
