import { describe, expect, it } from "vitest";
import { defaultDubName, dubForm, dubLengthProblem, dubbedSeconds, parseTimeField, trimProblem, type DubFormValues } from "./dub-form";

const clip = new File(["RIFF"], "Team call.mp4", { type: "video/mp4" });
const values: DubFormValues = {
  source: { kind: "file", file: clip },
  name: "  Team call  ",
  sourceLanguage: "auto",
  targetLanguage: "es",
  numSpeakers: 0,
  watermark: true,
  startTime: null,
  endTime: null,
  dropBackgroundAudio: false,
  disableVoiceCloning: false,
};

describe("dubForm", () => {
  it("sends the SDK's fields, the media last", () => {
    const form = dubForm(values);
    expect([...form.keys()]).toEqual(["name", "source_lang", "target_lang", "num_speakers", "watermark", "drop_background_audio", "disable_voice_cloning", "file"]);
    expect(form.get("name")).toBe("Team call");
    expect(form.get("source_lang")).toBe("auto");
    expect(form.get("target_lang")).toBe("es");
    expect(form.get("num_speakers")).toBe("0");
    expect(form.get("watermark")).toBe("true");
    expect((form.get("file") as File).name).toBe("Team call.mp4");
  });

  it("sends the times and options when set, and an address instead of a file", () => {
    const form = dubForm({
      ...values,
      source: { kind: "url", url: " https://example.com/talk.webm " },
      name: " ",
      sourceLanguage: "en",
      numSpeakers: 2,
      watermark: false,
      startTime: 12.5,
      endTime: 90,
      dropBackgroundAudio: true,
      disableVoiceCloning: true,
    });
    expect(Object.fromEntries(form)).toEqual({
      source_lang: "en",
      target_lang: "es",
      num_speakers: "2",
      watermark: "false",
      start_time: "12.5",
      end_time: "90",
      drop_background_audio: "true",
      disable_voice_cloning: "true",
      source_url: "https://example.com/talk.webm",
    });
  });
});

describe("parseTimeField", () => {
  it.each([
    ["", { kind: "empty" }],
    ["  ", { kind: "empty" }],
    ["90", { kind: "seconds", seconds: 90 }],
    ["12.5", { kind: "seconds", seconds: 12.5 }],
    ["1:30", { kind: "seconds", seconds: 90 }],
    ["1:02:03", { kind: "seconds", seconds: 3723 }],
    ["0:05.5", { kind: "seconds", seconds: 5.5 }],
    ["1:75", { kind: "invalid" }],
    ["-3", { kind: "invalid" }],
    ["1:2:3:4", { kind: "invalid" }],
    ["ten", { kind: "invalid" }],
  ])("%j -> %j", (text, field) => {
    expect(parseTimeField(text)).toEqual(field);
  });
});

describe("the part of the media to dub", () => {
  const t = parseTimeField;
  it("refuses times that are not times, an end before the start and a start past the end", () => {
    expect(trimProblem(t(""), t(""), null)).toBeNull();
    expect(trimProblem(t("10"), t("1:00"), 120)).toBeNull();
    expect(trimProblem(t("x"), t(""), null)).toMatch(/^The start time is not a time/);
    expect(trimProblem(t(""), t("1:99"), null)).toMatch(/^The end time is not a time/);
    expect(trimProblem(t("60"), t("1:00"), null)).toBe("The end time must come after the start time.");
    expect(trimProblem(t("2:00"), t(""), 95)).toBe("The start time is past the end of the media (1:35).");
  });

  it("counts the seconds dubbed: the length cut to the times, unknown without a length", () => {
    expect(dubbedSeconds(120, null, null)).toBe(120);
    expect(dubbedSeconds(120, 30, 90)).toBe(60);
    expect(dubbedSeconds(120, 30, 500)).toBe(90);
    expect(dubbedSeconds(null, 30, 90)).toBeNull();
    expect(dubbedSeconds(Number.POSITIVE_INFINITY, null, null)).toBeNull();
  });

  it("takes at most thirty minutes at a time", () => {
    expect(dubLengthProblem(null)).toBeNull();
    expect(dubLengthProblem(1800)).toBeNull();
    expect(dubLengthProblem(1801)).toBe("This is 30:01 of media: a dub takes at most 30 minutes at a time. Set a start and an end time to dub a part.");
  });
});

describe("defaultDubName", () => {
  it.each([
    [null, ""],
    [{ kind: "file", file: clip }, "Team call"],
    [{ kind: "url", url: "https://example.com/media/My%20talk.webm?x=1" }, "My talk"],
    [{ kind: "url", url: "https://example.com/" }, ""],
  ] as const)("%j -> %j", (source, name) => {
    expect(defaultDubName(source)).toBe(name);
  });
});
