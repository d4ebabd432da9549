import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWav } from "../test-support/read-wav";
import { TEST_VIDEO_FORMATS, makeTestVideo, makeToneWav, toneHz, videoPacketsMd5, type TestVideoFormat } from "../test-support/test-video";
import { MediaError, assertMaxDuration, dubbedFormat, encodeAudioTrack, extractAudio, muxDubbedAudio, parseMediaReport, probeMedia, trimMedia } from "./index";

let dir: string;
const at = (name: string) => join(dir, name);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vocable-media-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The mono samples of the audio of `path` in [start, end), through extractAudio. */
async function audioOf(path: string, startSeconds?: number, endSeconds?: number) {
  const wav = at(`audio-of-${Math.random().toString(36).slice(2)}.wav`);
  await extractAudio(path, wav, { sampleRate: 16000, startSeconds, endSeconds });
  return readWav(new Uint8Array(await readFile(wav)));
}

function peak(samples: Int16Array): number {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  return max;
}

async function refusal(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe("parseMediaReport", () => {
  const header = (format: string, extra = "") => `Input #0, ${format}, from 'file:/x':\n${extra}  Duration: 00:01:02.50, start: 0.000000, bitrate: 260 kb/s\n`;
  const h264 = "    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 4000 kb/s, 29.97 fps, 29.97 tbr, 30k tbn, 59.94 tbc (default)\n";
  const aac = "    Stream #0:1(eng): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, 5.1(side), fltp, 384 kb/s (default)\n";
  const brand = (b: string) => `  Metadata:\n    major_brand     : ${b}\n`;

  it.each([
    ["mp4", header("mov,mp4,m4a,3gp,3g2,mj2", brand("isom")) + h264 + aac, null, "mp4", "video/mp4"],
    ["mov", header("mov,mp4,m4a,3gp,3g2,mj2", brand("qt  ")) + h264 + aac, null, "mov", "video/quicktime"],
    ["3gp", header("mov,mp4,m4a,3gp,3g2,mj2", brand("3gp5")) + h264 + aac, null, "3gp", "video/3gpp"],
    ["m4a", header("mov,mp4,m4a,3gp,3g2,mj2", brand("M4A ")) + aac, null, "mp4", "audio/mp4"],
    ["mkv", header("matroska,webm") + h264 + aac, "matroska", "mkv", "video/x-matroska"],
    ["webm", header("matroska,webm") + h264 + aac, "webm", "webm", "video/webm"],
    ["ts", header("mpegts") + h264.replace("#0:0(und)", "#0:0[0x100]") + aac, null, "mpeg", "video/mpeg"],
    ["asf", header("asf") + h264 + aac, null, "wmv", "video/x-ms-wmv"],
  ])("names %s and reads its streams", (_, stderr, docType, container, contentType) => {
    const report = parseMediaReport(stderr, docType);
    expect(report).toMatchObject({ container, contentType, declaredSeconds: 62.5 });
    expect(report.audio).toEqual({ codec: "aac", sampleRate: 48000, channels: 6 });
    if (contentType.startsWith("video/")) expect(report.video).toEqual({ codec: "h264", width: 1920, height: 1080, fps: 29.97 });
  });

  it("takes cover art for no video, and reads layouts and missing rates", () => {
    const cover = "    Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 600x600 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn, 90k tbc (attached pic)\n";
    const mp3 = header("mp3") + "    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 320 kb/s\n" + cover;
    expect(parseMediaReport(mp3)).toMatchObject({ container: "mp3", contentType: "audio/mpeg", video: null, audio: { channels: 2 } });
    const noFps = header("avi") + "    Stream #0:0: Video: mjpeg, yuvj422p(pc), 640x480, 1k tbr, 1k tbn\n    Stream #0:1: Audio: pcm_s16le, 22050 Hz, 3 channels, s16\n";
    expect(parseMediaReport(noFps)).toMatchObject({ video: { width: 640, height: 480, fps: null }, audio: { channels: 3, sampleRate: 22050 } });
  });

  it("leaves out durations ffmpeg does not know, and names nothing it cannot read", () => {
    expect(parseMediaReport("Input #0, matroska,webm, from 'x':\n  Duration: N/A, start: -0.007000, bitrate: N/A\n").declaredSeconds).toBeNull();
    expect(parseMediaReport("[aac @ 0x1] Estimating duration from bitrate, this may be inaccurate\n" + header("aac")).declaredSeconds).toBeNull();
    expect(parseMediaReport("x.bin: Invalid data found when processing input\n")).toMatchObject({ format: null, container: null });
    expect(parseMediaReport(header("tty"))).toMatchObject({ format: "tty", container: null });
  });
});

const EXPECTED: Record<TestVideoFormat, [container: string, contentType: string, video: string, audio: string]> = {
  mp4: ["mp4", "video/mp4", "h264", "aac"],
  mov: ["mov", "video/quicktime", "h264", "aac"],
  "3gp": ["3gp", "video/3gpp", "mpeg4", "amr_nb"],
  mkv: ["mkv", "video/x-matroska", "h264", "aac"],
  webm: ["webm", "video/webm", "vp8", "opus"],
  "webm-vp9": ["webm", "video/webm", "vp9", "vorbis"],
  avi: ["avi", "video/x-msvideo", "mpeg4", "mp3"],
  wmv: ["wmv", "video/x-ms-wmv", "wmv2", "wmav2"],
  flv: ["flv", "video/x-flv", "flv1", "mp3"],
  mpeg: ["mpeg", "video/mpeg", "mpeg1video", "mp2"],
  mpegts: ["mpeg", "video/mpeg", "mpeg2video", "mp2"],
};

describe("probeMedia", () => {
  it.each(TEST_VIDEO_FORMATS)("reads a %s video by its bytes", async (format) => {
    const path = at(`probe-${format}.bin`);
    await makeTestVideo({ path, seconds: 1, format });
    const [container, contentType, video, audio] = EXPECTED[format];
    const probe = await probeMedia(path);
    expect(probe).toMatchObject({ container, contentType, video: { codec: video, width: 320, height: 240, fps: 25 }, audio: { codec: audio, channels: 1 } });
    expect(Math.abs(probe.durationSeconds - 1)).toBeLessThan(0.1);
  });

  it("reads audio files, measuring what the container does not declare", async () => {
    await makeToneWav(at("tone.wav"), { hz: 440, seconds: 1.5 });
    expect(await probeMedia(at("tone.wav"))).toEqual({ container: "wav", contentType: "audio/wav", durationSeconds: 1.5, video: null, audio: { codec: "pcm_s16le", sampleRate: 44100, channels: 1 } });
    expect(await encodeAudioTrack(at("tone.wav"), at("tone.aac"), "aac")).toBe("audio/aac");
    const adts = await probeMedia(at("tone.aac")); // ADTS declares no duration: ffmpeg only guesses from the bitrate
    expect(adts).toMatchObject({ container: "aac", contentType: "audio/aac", video: null });
    expect(Math.abs(adts.durationSeconds - 1.5)).toBeLessThan(0.05);
    expect(() => assertMaxDuration(adts, 1)).toThrow(expect.objectContaining({ problem: "too_long" }));
  });

  it("refuses text, garbage, a cut-off file and a video without sound", async () => {
    await writeFile(at("notes.mp4"), "These are my notes for the dub, not a video.\n".repeat(20));
    expect(await refusal(probeMedia(at("notes.mp4")))).toMatchObject({ problem: "unsupported_type", message: expect.stringContaining("text") });
    let seed = 7;
    const garbage = Uint8Array.from({ length: 20000 }, () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16);
    await writeFile(at("garbage.mov"), garbage);
    expect(await refusal(probeMedia(at("garbage.mov")))).toMatchObject({ problem: "unreadable" });
    await makeTestVideo({ path: at("whole.mp4"), seconds: 1 });
    await writeFile(at("cut.mp4"), (await readFile(at("whole.mp4"))).subarray(0, 3000));
    expect(await refusal(probeMedia(at("cut.mp4")))).toMatchObject({ problem: "unreadable" });
    await makeTestVideo({ path: at("silent.mp4"), seconds: 1, audio: false });
    expect(await refusal(probeMedia(at("silent.mp4")))).toMatchObject({ problem: "no_audio" });
    await expect(extractAudio(at("silent.mp4"), at("none.wav"), { sampleRate: 16000 })).rejects.toThrow(/Extracting the audio failed .*matches no streams/s);
  });
});

describe("media tracks", () => {
  beforeAll(async () => {
    await makeTestVideo({ path: at("source.mp4"), seconds: 2, toneHz: 440 });
    await makeToneWav(at("dub-short.wav"), { hz: 660, seconds: 1.2 });
    await makeToneWav(at("dub-long.wav"), { hz: 660, seconds: 3 });
  });

  it("extracts the audio as mono WAV at the rate asked, cut where asked", async () => {
    const whole = await audioOf(at("source.mp4"));
    expect(whole.sampleRate).toBe(16000);
    expect(Math.abs(whole.samples.length / 16000 - 2)).toBeLessThan(0.03);
    const part = await audioOf(at("source.mp4"), 0.5, 1.5);
    expect(part.samples.length).toBe(16000);
    expect(toneHz(part.samples, 16000)).toBeCloseTo(440, 0);
  });

  it("puts audio that starts late at its time in the video", async () => {
    await makeTestVideo({ path: at("late.mp4"), seconds: 2, audioDelaySeconds: 0.5 });
    const { samples } = await audioOf(at("late.mp4"));
    expect(Math.abs(samples.length / 16000 - 2.5)).toBeLessThan(0.03);
    expect(Math.abs(samples.findIndex((s) => Math.abs(s) > 1000) / 16000 - 0.5)).toBeLessThan(0.01);
  });

  it("cuts a video exactly by default, and at keyframes with a copy", async () => {
    expect(await trimMedia(at("source.mp4"), at("trim.mp4"), { startSeconds: 0.5, endSeconds: 1.5 })).toEqual({ container: "mp4", contentType: "video/mp4" });
    const trimmed = await probeMedia(at("trim.mp4"));
    expect(trimmed).toMatchObject({ container: "mp4", video: { width: 320, height: 240 } });
    expect(Math.abs(trimmed.durationSeconds - 1)).toBeLessThan(0.1);
    expect(await trimMedia(at("source.mp4"), at("trim.mkv"), { startSeconds: 0.5, endSeconds: 1.5, exact: false })).toMatchObject({ container: "mkv" });
    expect((await probeMedia(at("trim.mkv"))).durationSeconds).toBeGreaterThanOrEqual(0.95);
  });

  it.each(["dub-short", "dub-long"])("puts %s on the video: copied packets, the video's length, the new sound", async (dub) => {
    const out = at(`${dub}.mp4`);
    expect(await muxDubbedAudio({ video: at("source.mp4"), audio: at(`${dub}.wav`), output: out })).toEqual({ container: "mp4", contentType: "video/mp4" });
    const [source, muxed] = [await probeMedia(at("source.mp4")), await probeMedia(out)];
    expect(Math.abs(muxed.durationSeconds - source.durationSeconds)).toBeLessThan(0.1);
    expect(await videoPacketsMd5(out)).toBe(await videoPacketsMd5(at("source.mp4")));
    expect(toneHz((await audioOf(out, 0, 1.1)).samples, 16000)).toBeCloseTo(660, 0);
    // Past 1.2 s the short dub is padded with silence; the long one goes on to the video's end.
    const tail = peak((await audioOf(out, 1.5, 1.9)).samples);
    if (dub === "dub-short") expect(tail).toBeLessThan(300);
    else expect(tail).toBeGreaterThan(2000); // lavfi's sine is 1/8 of full scale
  });

  const MUXED: Record<TestVideoFormat, string> = { mp4: "mp4", mov: "mov", "3gp": "3gp", mkv: "mkv", webm: "webm", "webm-vp9": "webm", avi: "mkv", wmv: "mkv", flv: "mkv", mpeg: "mkv", mpegts: "mkv" };
  it.each(TEST_VIDEO_FORMATS.map((format) => [format, MUXED[format]]))("keeps the video of %s as it was, in %s", async (format, container) => {
    const source = at(`mux-source-${format}`);
    await makeTestVideo({ path: source, seconds: 1, format });
    const out = at(`mux-out-${format}`);
    expect(await muxDubbedAudio({ video: source, audio: at("dub-short.wav"), output: out })).toEqual(dubbedFormat({ container }));
    const [before, after] = [await probeMedia(source), await probeMedia(out)];
    expect(after.container).toBe(container);
    expect(Math.abs(after.durationSeconds - before.durationSeconds)).toBeLessThan(0.1);
    expect(await videoPacketsMd5(out)).toBe(await videoPacketsMd5(source));
    expect(toneHz((await audioOf(out, 0, 0.9)).samples, 16000)).toBeCloseTo(660, 0);
  });

  it("puts the dub on a video that had no sound", async () => {
    await makeTestVideo({ path: at("mute.mp4"), seconds: 1, audio: false });
    await muxDubbedAudio({ video: at("mute.mp4"), audio: at("dub-short.wav"), output: at("mute-dubbed.mp4") });
    expect(await probeMedia(at("mute-dubbed.mp4"))).toMatchObject({ container: "mp4", audio: { codec: "aac" } });
    expect(await videoPacketsMd5(at("mute-dubbed.mp4"))).toBe(await videoPacketsMd5(at("mute.mp4")));
    await expect(muxDubbedAudio({ video: at("dub-short.wav"), audio: at("dub-short.wav"), output: at("no.mp4") })).rejects.toThrow(/not a video/);
  });

  it("draws a watermark in, re-encoding the video to the same length", async () => {
    const out = at("watermarked.mp4");
    const format = await muxDubbedAudio({ video: at("source.mp4"), audio: at("dub-short.wav"), output: out, watermark: "Vocable: it's 100% a dub, {not} 'quoted'" });
    expect(format).toEqual({ container: "mp4", contentType: "video/mp4" });
    const [source, marked] = [await probeMedia(at("source.mp4")), await probeMedia(out)];
    expect(marked.video).toMatchObject({ codec: "h264", width: 320, height: 240 });
    expect(Math.abs(marked.durationSeconds - source.durationSeconds)).toBeLessThan(0.1);
    expect(await videoPacketsMd5(out)).not.toBe(await videoPacketsMd5(at("source.mp4")));
  });

  it("encodes the dub for download, and stops ffmpeg when aborted", async () => {
    expect(await encodeAudioTrack(at("dub-long.wav"), at("dub.mp3"), "mp3")).toBe("audio/mpeg");
    expect(await probeMedia(at("dub.mp3"))).toMatchObject({ container: "mp3", audio: { codec: "mp3", sampleRate: 44100, channels: 1 } });
    const controller = new AbortController();
    const running = extractAudio(at("source.mp4"), at("aborted.wav"), { sampleRate: 16000, signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toThrow();
  });
});
