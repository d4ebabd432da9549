import { createHash } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A stable 20-character [A-Za-z0-9] id (the shape of ElevenLabs voice ids)
 * derived from the engine and its voice name, so ids survive restarts and
 * are the same on every installation.
 */
export function premadeVoiceId(engine: string, engineVoice: string): string {
  let value = BigInt(`0x${createHash("sha256").update(`vocable-premade:${engine}:${engineVoice}`).digest("hex")}`);
  let id = "";
  for (let i = 0; i < 20; i++) {
    id += ALPHABET[Number(value % 62n)];
    value /= 62n;
  }
  return id;
}
