import { describe, expect, it } from "vitest";
import { clearPrefixedStorage } from "./local-storage";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

describe("clearPrefixedStorage", () => {
  it("removes only xi: keys", () => {
    const storage = memoryStorage({ "xi:theme": '"dark"', "xi:tts-voice": '"a"', other: "1", "xix": "2" });
    clearPrefixedStorage(storage);
    expect(storage.keys().sort()).toEqual(["other", "xix"]);
  });
});
