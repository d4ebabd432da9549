import { afterAll, describe, expect, it } from "vitest";
import { parseOutputFormat } from "../audio/output-formats";
import { SpeechService } from "../service/speech-service";
import { decodeWithFfmpeg } from "../test-support/ffmpeg-decode";
import { findPremadeVoice, PREMADE_VOICES } from "./premade-voices";
import { premadeVoiceId } from "./voice-id";

describe("premade voice catalogue", () => {
  it("has at least 12 voices with unique, well-formed ids and unique names", () => {
    expect(PREMADE_VOICES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PREMADE_VOICES.map((v) => v.voiceId)).size).toBe(PREMADE_VOICES.length);
    expect(new Set(PREMADE_VOICES.map((v) => v.name)).size).toBe(PREMADE_VOICES.length);
    for (const voice of PREMADE_VOICES) {
      expect(voice.voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(voice.locale.startsWith(`${voice.language}-`)).toBe(true);
      expect(voice.labels.language).toBe(voice.language);
      expect(voice.description.length).toBeGreaterThan(20);
      expect(voice.previewText.length).toBeGreaterThan(20);
      expect(findPremadeVoice(voice.voiceId)).toBe(voice);
    }
  });

  it("derives ids deterministically (the same on every start and installation)", () => {
    expect(premadeVoiceId("flite", "slt")).toBe(premadeVoiceId("flite", "slt"));
    expect(premadeVoiceId("flite", "slt")).not.toBe(premadeVoiceId("flite", "rms"));
    // Pinned: changing the derivation would orphan every saved reference to a premade voice.
    expect(findPremadeVoice(premadeVoiceId("flite", "slt"))?.name).toBe("Samantha");
    expect(premadeVoiceId("flite", "slt")).toBe("lTCFwOyKDKlOReW4tKO7");
  });

  it("offers every Flite English voice and espeak-ng voices in several languages, both genders", () => {
    const flite = PREMADE_VOICES.filter((v) => v.engine === "flite").map((v) => v.engineVoice);
    expect(flite.sort()).toEqual(["awb", "kal16", "rms", "slt"]);
    const languages = new Set(PREMADE_VOICES.filter((v) => v.engine === "espeak-ng").map((v) => v.language));
    expect(languages.size).toBeGreaterThanOrEqual(8);
    expect(PREMADE_VOICES.some((v) => v.labels.gender === "female")).toBe(true);
    expect(PREMADE_VOICES.some((v) => v.labels.gender === "male")).toBe(true);
    expect(findPremadeVoice("unknown")).toBeUndefined();
  });
});

describe("previews", () => {
  const service = new SpeechService({ workers: 1 });
  afterAll(() => service.close());
  const mp3 = parseOutputFormat("mp3_44100_128")!;

  it.each(PREMADE_VOICES.map((v) => [v.name, v.voiceId]))("%s renders a preview MP3 that decodes", async (_, voiceId) => {
    const bytes = await service.renderPreview(voiceId);
    const decoded = decodeWithFfmpeg(bytes, mp3);
    expect(decoded.sampleRate).toBe(44100);
    expect(decoded.durationSeconds).toBeGreaterThan(2);
    expect(decoded.durationSeconds).toBeLessThan(20);
    expect(await service.renderPreview(voiceId)).toBe(bytes); // cached
  });
});
