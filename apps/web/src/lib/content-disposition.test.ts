import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "./content-disposition";

describe("fileNameFromContentDisposition", () => {
  it("reads quoted, bare and RFC 5987 names", () => {
    expect(fileNameFromContentDisposition('attachment; filename="Rachel_Hello_world.mp3"')).toBe("Rachel_Hello_world.mp3");
    expect(fileNameFromContentDisposition("attachment; filename=history.zip")).toBe("history.zip");
    expect(
      fileNameFromContentDisposition("attachment; filename=\"fallback.mp3\"; filename*=UTF-8''J%C3%BCrgen.mp3"),
    ).toBe("Jürgen.mp3");
  });

  it("is null without a file name", () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition("inline")).toBeNull();
  });
});
