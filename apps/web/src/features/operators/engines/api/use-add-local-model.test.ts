import { describe, expect, it } from "vitest";
import { addLocalModelForm } from "./use-add-local-model";

const HEX = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("addLocalModelForm", () => {
  it.each([
    ["the archive alone", {}, ["file"], {}],
    ["blank optional fields left out", { sha256: "  ", modelId: "" }, ["file"], {}],
    ["the checksum and the id, trimmed, before the archive", { sha256: ` ${HEX} `, modelId: " amy " }, ["sha256", "model_id", "file"], { sha256: HEX, model_id: "amy" }],
    ["the id alone", { modelId: "kokoro-en" }, ["model_id", "file"], { model_id: "kokoro-en" }],
  ])("%s", (_name, fields, keys, values) => {
    const file = new File(["BZh"], "vits-piper-en_US-amy-low.tar.bz2", { type: "application/x-bzip2" });
    const form = addLocalModelForm({ file, ...fields });
    expect([...form.keys()]).toEqual(keys);
    for (const [key, value] of Object.entries(values)) expect(form.get(key)).toBe(value);
    expect((form.get("file") as File).name).toBe("vits-piper-en_US-amy-low.tar.bz2");
  });
});
