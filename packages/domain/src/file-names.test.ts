import { describe, expect, it } from "vitest";
import {
  HISTORY_ZIP_NAME,
  MAX_FILE_NAME_LENGTH,
  SHARE_VIDEO_FILE_NAME,
  extensionForFormat,
  historyFilePart,
  historyItemFileName,
  sanitizeDownloadName,
  voicePreviewFileName,
  withExtension,
} from "./file-names";

const cp = (s: string) => [...s].length;
// 2026-11-21T10:00:00Z
const NOV_21_2026 = Date.UTC(2026, 10, 21, 10, 0, 0) / 1000;

describe("historyFilePart", () => {
  it("removes every forbidden character", () => {
    expect(historyFilePart(`a/b\\c:d*e?f"g'h<i>j|k,l`)).toBe("abcdefghijkl");
  });

  it("is empty for a text of only forbidden characters", () => {
    expect(historyFilePart(`/\\:*?"'<>|,`)).toBe("");
  });

  it("turns whitespace runs into one underscore", () => {
    expect(historyFilePart("Hello   world\t\nagain")).toBe("Hello_world_again");
  });

  it("trims surrounding whitespace", () => {
    expect(historyFilePart("  Hi there  ")).toBe("Hi_there");
  });

  it("removes characters before collapsing whitespace", () => {
    expect(historyFilePart("a / b")).toBe("a_b");
  });

  it("cuts to 20 characters", () => {
    expect(historyFilePart("The quick brown fox jumps over the lazy dog")).toBe("The_quick_brown_fox_");
    expect(historyFilePart("x".repeat(20))).toBe("x".repeat(20));
    expect(historyFilePart("x".repeat(21))).toBe("x".repeat(20));
  });

  it("keeps unicode and never splits a surrogate pair", () => {
    expect(historyFilePart("Grüße aus Köln")).toBe("Grüße_aus_Köln");
    const emoji = "😀".repeat(25);
    expect(historyFilePart(emoji)).toBe("😀".repeat(20));
  });

  it("drops control characters", () => {
    expect(historyFilePart("a\u0000b\u007fc")).toBe("abc");
  });

  it("keeps other punctuation (download sanitising removes it later)", () => {
    expect(historyFilePart('Hello, "world"! How are you?')).toBe("Hello_world!_How_are");
  });
});

describe("sanitizeDownloadName", () => {
  it("strips non-word characters", () => {
    expect(sanitizeDownloadName("a/b\\c:d*e?f\"g'h<i>j|k,l!@#$%^&()+=[]{};~`m")).toBe("abcdefghijklm");
  });

  it("keeps letters, digits, underscore, hyphen and dot", () => {
    expect(sanitizeDownloadName("Take_2-final.mp3")).toBe("Take_2-final.mp3");
  });

  it("turns whitespace into underscores", () => {
    expect(sanitizeDownloadName("my  voice\tname")).toBe("my_voice_name");
  });

  it("keeps unicode letters and marks", () => {
    expect(sanitizeDownloadName("Zoë 日本語 e\u0301")).toBe("Zoë_日本語_e\u0301");
  });

  it("removes emoji and symbols", () => {
    expect(sanitizeDownloadName("hi😀™")).toBe("hi");
  });

  it("removes leading dots so no hidden file or path", () => {
    expect(sanitizeDownloadName("../../etc/passwd")).toBe("etcpasswd");
    expect(sanitizeDownloadName(".env")).toBe("env");
    expect(sanitizeDownloadName("..")).toBe("audio");
  });

  it("cuts at 255 code points", () => {
    expect(sanitizeDownloadName("a".repeat(255))).toHaveLength(255);
    expect(sanitizeDownloadName("a".repeat(256))).toHaveLength(255);
    const astral = sanitizeDownloadName("𝒜".repeat(300));
    expect(cp(astral)).toBe(255);
  });

  it("uses the fallback when nothing is left", () => {
    expect(sanitizeDownloadName("")).toBe("audio");
    expect(sanitizeDownloadName("???")).toBe("audio");
    expect(sanitizeDownloadName("!!", "x")).toBe("x");
    expect(sanitizeDownloadName("", "")).toBe("");
  });
});

describe("extensionForFormat", () => {
  it("maps output formats to extensions", () => {
    expect(extensionForFormat("mp3_44100_128")).toBe("mp3");
    expect(extensionForFormat("pcm_16000")).toBe("pcm");
    expect(extensionForFormat("ulaw_8000")).toBe("ulaw");
    expect(extensionForFormat("alaw_8000")).toBe("alaw");
    expect(extensionForFormat("opus_48000_64")).toBe("opus");
    expect(extensionForFormat("wav_44100")).toBe("wav");
  });

  it("accepts plain extensions with or without a dot", () => {
    expect(extensionForFormat("mp3")).toBe("mp3");
    expect(extensionForFormat(".WAV")).toBe("wav");
    expect(extensionForFormat("zip")).toBe("zip");
  });

  it("falls back to mp3", () => {
    expect(extensionForFormat("")).toBe("mp3");
    expect(extensionForFormat("../x")).toBe("mp3");
    expect(extensionForFormat("m p3")).toBe("mp3");
  });
});

describe("withExtension", () => {
  it("adds mp3 by default", () => {
    expect(withExtension("take")).toBe("take.mp3");
  });

  it("adds the extension of an output format", () => {
    expect(withExtension("take", "pcm_16000")).toBe("take.pcm");
  });

  it("replaces a known media extension", () => {
    expect(withExtension("take.wav")).toBe("take.mp3");
    expect(withExtension("take.MP3", "wav_44100")).toBe("take.wav");
    expect(withExtension("take.mp3", "mp3")).toBe("take.mp3");
    expect(withExtension("bundle.zip", "mp3")).toBe("bundle.mp3");
  });

  it("adds to names whose dot is not an extension", () => {
    expect(withExtension("Dr.Smith")).toBe("Dr.Smith.mp3");
    expect(withExtension("v1.2", "wav")).toBe("v1.2.wav");
  });

  it("does not treat a leading dot as an extension", () => {
    expect(withExtension(".mp3")).toBe(".mp3.mp3");
  });

  it("keeps the whole name within 255 code points", () => {
    const long = withExtension("a".repeat(300));
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith(".mp3")).toBe(true);
    expect(withExtension("a".repeat(251))).toHaveLength(255);
    expect(withExtension("a".repeat(250))).toHaveLength(254);
  });
});

describe("historyItemFileName", () => {
  it("builds product, UTC date, voice and text part", () => {
    expect(historyItemFileName({ voiceName: "Rachel", text: "Hello world", dateUnix: NOV_21_2026 })).toBe(
      "Vocable_2026-11-21T10_00_00_Rachel_Hello_world.mp3",
    );
  });

  it("uses the output format as extension", () => {
    expect(historyItemFileName({ voiceName: "Rachel", text: "Hi", dateUnix: NOV_21_2026, extension: "wav_44100" })).toBe(
      "Vocable_2026-11-21T10_00_00_Rachel_Hi.wav",
    );
  });

  it("cuts the text part to 20 characters", () => {
    expect(
      historyItemFileName({ voiceName: "Adam", text: "The quick brown fox jumps over the lazy dog", dateUnix: NOV_21_2026 }),
    ).toBe("Vocable_2026-11-21T10_00_00_Adam_The_quick_brown_fox_.mp3");
  });

  it("sanitises the voice name and text", () => {
    expect(
      historyItemFileName({ voiceName: "Rachel (legacy) / v2", text: 'Say: "hi" <now>?', dateUnix: NOV_21_2026 }),
    ).toBe("Vocable_2026-11-21T10_00_00_Rachel_legacy__v2_Say_hi_now.mp3");
  });

  it("keeps unicode", () => {
    expect(historyItemFileName({ voiceName: "Zoë", text: "Grüße 😀 日本", dateUnix: NOV_21_2026 })).toBe(
      "Vocable_2026-11-21T10_00_00_Zoë_Grüße__日本.mp3",
    );
  });

  it("leaves out missing parts", () => {
    expect(historyItemFileName({})).toBe("Vocable.mp3");
    expect(historyItemFileName({ voiceName: "", text: "   ", dateUnix: null })).toBe("Vocable.mp3");
    expect(historyItemFileName({ text: "Hi" })).toBe("Vocable_Hi.mp3");
    expect(historyItemFileName({ voiceName: "Rachel", dateUnix: NOV_21_2026 })).toBe("Vocable_2026-11-21T10_00_00_Rachel.mp3");
  });

  it("ignores invalid dates", () => {
    expect(historyItemFileName({ text: "Hi", dateUnix: Number.NaN })).toBe("Vocable_Hi.mp3");
    expect(historyItemFileName({ text: "Hi", dateUnix: 1e15 })).toBe("Vocable_Hi.mp3");
    expect(historyItemFileName({ text: "Hi", dateUnix: 0 })).toBe("Vocable_1970-01-01T00_00_00_Hi.mp3");
  });

  it("drops fractional seconds", () => {
    expect(historyItemFileName({ dateUnix: NOV_21_2026 + 0.999 })).toBe("Vocable_2026-11-21T10_00_00.mp3");
  });

  it("appends rather than substitutes the extension, and avoids double dots", () => {
    expect(historyItemFileName({ text: "song.wav" })).toBe("Vocable_song.wav.mp3");
    expect(historyItemFileName({ text: "Hello." })).toBe("Vocable_Hello.mp3");
  });

  it("stays within 255 code points for a very long voice name", () => {
    const name = historyItemFileName({ voiceName: "v".repeat(400), text: "Hi", dateUnix: NOV_21_2026 });
    expect(cp(name)).toBeLessThanOrEqual(255);
    expect(name.endsWith(".mp3")).toBe(true);
  });
});

describe("fixed names", () => {
  it("voice preview", () => {
    expect(voicePreviewFileName("Rachel")).toBe("voice_preview_Rachel.mp3");
    expect(voicePreviewFileName("My Voice / 2")).toBe("voice_preview_My_Voice__2.mp3");
    expect(voicePreviewFileName("")).toBe("voice_preview_voice.mp3");
    expect(voicePreviewFileName("Bella.")).toBe("voice_preview_Bella.mp3");
    expect(cp(voicePreviewFileName("x".repeat(300)))).toBe(255);
  });

  it("history zip and share video", () => {
    expect(HISTORY_ZIP_NAME).toBe("history.zip");
    expect(SHARE_VIDEO_FILE_NAME).toBe("Vocable_video.mp4");
  });
});
