import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ffmpegPath } from "@vocable/speech";

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}): ${stderr}`))));
  });
}

/**
 * A long recording made of real speech: `wav` (a spoken sentence) followed by `pauseSeconds` of
 * silence, repeated for `seconds`, as 16 kHz mono FLAC at `out` (the silence costs next to nothing
 * in FLAC: two hours are about 70 MB). Every piece of it has speech, so a recogniser works on all of it.
 */
export async function longSpokenFlac(wav: Uint8Array, seconds: number, out: string, pauseSeconds = 7): Promise<string> {
  const dir = path.dirname(out);
  const said = path.join(dir, `said-${path.basename(out)}.wav`);
  const unit = path.join(dir, `unit-${path.basename(out)}.wav`);
  await writeFile(said, wav);
  // apad's pad_len (samples) works on the old ffmpeg builds too (pad_dur does not).
  await ffmpeg(["-i", said, "-af", `aresample=16000,apad=pad_len=${Math.round(pauseSeconds * 16000)}`, "-ac", "1", "-ar", "16000", unit]);
  await ffmpeg(["-stream_loop", "-1", "-i", unit, "-t", String(seconds), "-ac", "1", "-ar", "16000", "-c:a", "flac", out]);
  return out;
}
