import { MAX_DUB_SECONDS } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { DUB_MEDIA_ACCEPT, MAX_DUB_SOURCE_SECONDS, dubFileProblem, isAcceptedDubMedia, isAudioDub, pickDubFile, sourceUrlProblem } from "./dub-media";

describe("the media a dub takes", () => {
  it("is the contract's length bound", () => {
    expect(MAX_DUB_SOURCE_SECONDS).toBe(MAX_DUB_SECONDS);
  });

  it.each([
    ["talk.mp4", "video/mp4", true],
    ["talk.MOV", "", true],
    ["talk.mkv", "video/x-matroska", true],
    ["talk.webm", "video/webm", true],
    ["talk.avi", "video/x-msvideo", true],
    ["talk.wmv", "", true],
    ["talk.flv", "", true],
    ["talk.mpg", "video/mpeg", true],
    ["talk.3gp", "video/3gpp", true],
    ["speech.wav", "audio/wav", true],
    ["speech.m4a", "audio/x-m4a", true],
    ["speech.flac", "application/octet-stream", true],
    ["notes.txt", "text/plain", false],
    ["picture.png", "image/png", false],
    ["movie.ogv", "video/ogg", false],
  ])("%s (%s) is accepted: %s", (name, type, accepted) => {
    expect(isAcceptedDubMedia({ name, type })).toBe(accepted);
  });

  it("offers the video types and the audio ones in the picker", () => {
    for (const type of [".mp4", ".mov", ".mkv", ".webm", ".avi", ".wmv", ".flv", ".mpeg", ".3gp", ".mp3", ".wav", "video/quicktime"]) {
      expect(DUB_MEDIA_ACCEPT.split(",")).toContain(type);
    }
  });

  it("says why a file is refused, and takes the first of several", () => {
    expect(dubFileProblem({ name: "a.mp4", type: "video/mp4", size: 10 })).toBeNull();
    expect(dubFileProblem({ name: "a.mp4", type: "video/mp4", size: 0 })).toBe("a.mp4 is empty.");
    expect(dubFileProblem({ name: "a.txt", type: "text/plain", size: 3 })).toMatch(/^a\.txt is not a video or audio file a dub can be made from\. Choose MP4, .* 3GP video, or AAC, .* WebM audio\.$/);
    const mp4 = new File(["x"], "a.mp4", { type: "video/mp4" });
    const wav = new File(["x"], "b.wav", { type: "audio/wav" });
    expect(pickDubFile([])).toEqual({ file: null, problem: null });
    expect(pickDubFile([mp4])).toEqual({ file: mp4, problem: null });
    expect(pickDubFile([mp4, wav])).toEqual({ file: mp4, problem: "A dub is made from one file: the first one was taken." });
    expect(pickDubFile([new File(["x"], "c.txt", { type: "text/plain" }), mp4]).file).toBeNull();
  });

  it.each([
    ["https://example.com/talk.mp4", null],
    ["http://example.com/talk.mp3", null],
    ["", "Enter the address of the video or audio file."],
    ["example.com/talk.mp4", "This is not a web address: it starts with https:// or http://."],
    ["ftp://example.com/talk.mp4", "The server fetches http and https addresses only."],
  ])("the address %j: %s", (url, problem) => {
    expect(sourceUrlProblem(url)).toBe(problem);
  });

  it("tells an audio dub from a video one by the source's type", () => {
    expect(isAudioDub({ media_metadata: { content_type: "audio/mpeg", duration: 3 } })).toBe(true);
    expect(isAudioDub({ media_metadata: { content_type: "video/mp4", duration: 3 } })).toBe(false);
    expect(isAudioDub({ media_metadata: null })).toBe(false);
  });
});
