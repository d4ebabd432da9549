import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { SHARE_VIDEO_BACKGROUNDS, SHARE_VIDEO_PREVIEW_SIZE, SHARE_VIDEO_SIZE, type ShareVideoTheme } from "@vocable/domain";
import { ffmpegPath } from "@vocable/speech";
import { assScript, THEME_PALETTES } from "./ass-script";
import { pagesOf, type TimedWord } from "./video-words";

/** What a share video shows: the audio file, its words with their times, the voice's name and a theme. */
export interface VideoScene {
  audioPath: string;
  durationSeconds: number;
  words: readonly TimedWord[];
  voiceName: string;
  theme: ShareVideoTheme;
}

const FPS = 25;
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");

/** Runs ffmpeg in `cwd` with fontconfig limited to the shipped fonts; rejects with its last error lines. */
function runFfmpeg(args: string[], cwd: string, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-nostdin", "-y", ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      // Only the shipped fonts: fontconfig reads this file and nothing of the system's.
      env: { FONTCONFIG_FILE: path.join(cwd, "fonts.conf") },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout = (stdout + chunk).slice(-4000)));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", reject);
    child.on("close", (code) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) reject(new Error("The video rendering was stopped."));
      else if (code === 0) resolve(stdout);
      else reject(new Error(`ffmpeg could not render the video: ${stderr.trim().split("\n").slice(-3).join(" ") || `exit code ${code}`}`));
    });
  });
}

/** A working directory for one rendering: the fonts, their fontconfig file, the subtitle script. */
async function prepareScene(dir: string, scene: VideoScene, size: number): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.symlink(FONT_DIR, path.join(dir, "fonts")).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "EEXIST") throw err;
  });
  await fs.writeFile(
    path.join(dir, "fonts.conf"),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${FONT_DIR}</dir><cachedir>${path.join(dir, "font-cache")}</cachedir></fontconfig>\n`,
  );
  await fs.writeFile(path.join(dir, "video.ass"), assScript({ words: scene.words, voiceName: scene.voiceName, durationSeconds: scene.durationSeconds, theme: scene.theme, size }));
}

/** The theme's background as an ffmpeg input: a solid colour, or the Multicolor gradient drawn once. */
async function backgroundInput(dir: string, theme: ShareVideoTheme, size: number, frames: "loop" | "one"): Promise<string[]> {
  const [from, to] = SHARE_VIDEO_BACKGROUNDS[theme];
  if (from === to) return ["-f", "lavfi", "-i", `color=c=0x${from.slice(1)}:s=${size}x${size}:r=${FPS}${frames === "one" ? ":d=0.04" : ""}`];
  const rgb = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const channel = (i: number) => `${rgb(from, i)}+(${rgb(to, i) - rgb(from, i)})*(X+Y)/${2 * size}`;
  await runFfmpeg(["-loglevel", "error", "-f", "lavfi", "-i", `color=s=${size}x${size}`, "-vf", `format=rgb24,geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`, "-frames:v", "1", "background.png"], dir);
  return frames === "loop" ? ["-loop", "1", "-framerate", String(FPS), "-i", "background.png"] : ["-i", "background.png"];
}

/** The waveform's box: most of the width, below the text. */
function waveBox(size: number) {
  const width = Math.round(size * 0.84);
  const height = Math.round(size * 0.14);
  return { width, height, x: Math.round((size - width) / 2), y: Math.round(size * 0.76) };
}

/**
 * Renders the MP4 (H.264 + AAC, 720 × 720, 25 fps) in `dir`: the background, a live waveform of
 * the audio, and the subtitle script's voice name, mark and karaoke text. The video lasts as long
 * as the audio. Returns the file's path.
 */
export async function renderShareVideo(dir: string, scene: VideoScene, signal?: AbortSignal): Promise<string> {
  const size = SHARE_VIDEO_SIZE;
  await prepareScene(dir, scene, size);
  const wave = waveBox(size);
  const colour = `0x${THEME_PALETTES[scene.theme].wave.slice(1)}`;
  const graph = [
    `[1:a]aformat=channel_layouts=mono,showwaves=s=${wave.width}x${wave.height}:mode=cline:colors=${colour}:rate=${FPS}[w]`,
    `[0:v][w]overlay=${wave.x}:${wave.y}:shortest=1,subtitles=video.ass:fontsdir=fonts,format=yuv420p[v]`,
  ].join(";");
  const out = "share-video.mp4";
  await runFfmpeg(
    [
      "-loglevel", "error",
      ...(await backgroundInput(dir, scene.theme, size, "loop")),
      "-i", scene.audioPath,
      "-filter_complex", graph,
      "-map", "[v]", "-map", "1:a",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-r", String(FPS),
      "-c:a", "aac", "-b:a", "128k", "-ar", "44100",
      "-shortest", "-movflags", "+faststart", out,
    ],
    dir,
    signal,
  );
  return path.join(dir, out);
}

/**
 * The 320 × 320 PNG preview of the same video: the first page with its words spoken, over the
 * whole audio's waveform. Returns the file's path.
 */
export async function renderSharePreview(dir: string, scene: VideoScene): Promise<string> {
  const size = SHARE_VIDEO_SIZE;
  await prepareScene(dir, scene, size);
  const wave = waveBox(size);
  const colour = `0x${THEME_PALETTES[scene.theme].wave.slice(1)}`;
  const first = pagesOf(scene.words)[0];
  const at = Math.max(0, Math.min(scene.durationSeconds - 0.02, first ? first[first.length - 1]!.end : 0));
  const graph = [
    `[1:a]aformat=channel_layouts=mono,showwavespic=s=${wave.width}x${wave.height}:colors=${colour}[w]`,
    `[0:v][w]overlay=${wave.x}:${wave.y},setpts=PTS+${at.toFixed(2)}/TB,subtitles=video.ass:fontsdir=fonts,scale=${SHARE_VIDEO_PREVIEW_SIZE}:${SHARE_VIDEO_PREVIEW_SIZE}[v]`,
  ].join(";");
  const out = "share-preview.png";
  await runFfmpeg(["-loglevel", "error", ...(await backgroundInput(dir, scene.theme, size, "one")), "-i", scene.audioPath, "-filter_complex", graph, "-map", "[v]", "-frames:v", "1", out], dir);
  return path.join(dir, out);
}

/** How long the audio file plays, decoded to the end (exact for any container). */
export async function audioDuration(dir: string, audioPath: string): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, "fonts.conf"), `<?xml version="1.0"?>\n<fontconfig></fontconfig>\n`, { flag: "wx" }).catch(() => undefined);
  const progress = await runFfmpeg(["-loglevel", "error", "-nostats", "-i", audioPath, "-map", "0:a:0", "-f", "null", "-progress", "pipe:1", "-"], dir);
  const times = [...progress.matchAll(/out_time_us=(\d+)/g)];
  const seconds = times.length ? Number(times[times.length - 1]![1]) / 1e6 : 0;
  if (!(seconds > 0)) throw new Error("The item's audio could not be read.");
  return seconds;
}
