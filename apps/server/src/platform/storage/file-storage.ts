/** Where generated audio and other files live: a local directory by default. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
