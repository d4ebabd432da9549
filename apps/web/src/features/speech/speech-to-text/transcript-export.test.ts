import type { SpeechToTextWord } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { transcriptExport, transcriptFileName } from "./transcript-export";

function word(text: string, start: number, end: number, speaker: string | null = null): SpeechToTextWord {
  return { text, start, end, type: "word", speaker_id: speaker, logprob: 0 };
}
function spacing(start: number, end: number): SpeechToTextWord {
  return { text: " ", start, end, type: "spacing", speaker_id: null, logprob: 0 };
}

/** "Hello world. This is a test" with spacing entries, as the API gives it. */
const SAMPLE: SpeechToTextWord[] = [
  word("Hello", 0, 0.5),
  spacing(0.5, 0.6),
  word("world.", 0.6, 1.2),
  spacing(1.2, 1.5),
  word("This", 1.5, 1.8),
  spacing(1.8, 1.9),
  word("is", 1.9, 2.0),
  spacing(2.0, 2.1),
  word("a", 2.1, 2.2),
  spacing(2.2, 2.3),
  word("test", 2.3, 2.8),
];

// The files as a subtitle player reads them, written out here: taken from the code under test,
// they could not show a mistake in it.
const SRT = ["1", "00:00:00,000 --> 00:00:01,200", "Hello world.", "", "2", "00:00:01,500 --> 00:00:02,800", "This is a test", ""].join("\n");
const VTT = ["WEBVTT", "", "1", "00:00:00.000 --> 00:00:01.200", "Hello world.", "", "2", "00:00:01.500 --> 00:00:02.800", "This is a test", ""].join("\n");

describe("exports", () => {
  it.each([
    ["txt", "text/plain;charset=utf-8", "Hello world. This is a test\n"],
    ["srt", "application/x-subrip;charset=utf-8", SRT],
    ["vtt", "text/vtt;charset=utf-8", VTT],
  ] as const)("gives %s as %s", (format, type, content) => {
    expect(transcriptExport({ text: "Hello world. This is a test", words: SAMPLE }, format)).toEqual({ content, type });
  });
});

describe("transcriptFileName", () => {
  it.each([
    ["interview.mp3", "txt", "interview.txt"],
    ["Team call (final).m4a", "srt", "Team_call_final.srt"],
    ["my.podcast.ep1.wav", "vtt", "my.podcast.ep1.vtt"],
    ["recording-2026-05-01_14-03-09.webm", "vtt", "recording-2026-05-01_14-03-09.vtt"],
    ["C:\\fakepath\\talk.ogg", "txt", "talk.txt"],
    ["../../etc/passwd", "txt", "passwd.txt"],
    ["Zoë's talk.flac", "txt", "Zoës_talk.txt"],
    ["name..mp3", "srt", "name.srt"],
    [".hidden", "txt", "hidden.txt"],
    ["no-extension", "txt", "no-extension.txt"],
    ["???.mp3", "txt", "transcript.txt"],
    ["", "srt", "transcript.srt"],
  ] as const)("%s as %s -> %s", (uploaded, format, name) => {
    expect(transcriptFileName(uploaded, format)).toBe(name);
  });

  it("keeps a long name within 255 characters, extension included", () => {
    const name = transcriptFileName(`${"a".repeat(300)}.mp3`, "vtt");
    expect(name).toHaveLength(255);
    expect(name.endsWith("a.vtt")).toBe(true);
  });
});
