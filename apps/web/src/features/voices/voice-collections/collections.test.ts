import { describe, expect, it } from "vitest";
import { ApiError } from "#lib/api-client";
import {
  collectionFormProblem,
  collectionIcon,
  collectionNotFoundMessage,
  collectionRequestBody,
  DEFAULT_COLLECTION_ICON,
  holdsVoice,
  voiceCountLabel,
  withVoiceToggled,
  type VoiceCollection,
} from "./collections";

const collection = (id: string, voiceIds: string[], icon = ""): VoiceCollection => ({
  collection_id: id,
  title: `Collection ${id}`,
  icon,
  permission_on_resource: "admin",
  voice_ids: voiceIds,
  created_at_unix: 1_700_000_000,
});

describe("the collection form", () => {
  it("needs a title of at most 100 characters and an icon of at most 64", () => {
    expect(collectionFormProblem({ title: "  ", icon: "" })).toBe("Give the collection a title.");
    expect(collectionFormProblem({ title: "x".repeat(101), icon: "" })).toBe("The title is at most 100 characters.");
    expect(collectionFormProblem({ title: "Narrators", icon: "x".repeat(65) })).toBe("The icon is at most 64 characters.");
    expect(collectionFormProblem({ title: "Narrators", icon: "🎙️" })).toBeNull();
  });

  it("sends the title and icon trimmed", () => {
    expect(collectionRequestBody({ title: "  Narrators ", icon: " 🎙️ " })).toEqual({ title: "Narrators", icon: "🎙️" });
  });
});

describe("collections and voices", () => {
  it("shows the collection's icon, else the default", () => {
    expect(collectionIcon(collection("a", [], "⭐"))).toBe("⭐");
    expect(collectionIcon(collection("a", [], "  "))).toBe(DEFAULT_COLLECTION_ICON);
  });

  it("counts voices in words", () => {
    expect(voiceCountLabel(0)).toBe("No voices");
    expect(voiceCountLabel(1)).toBe("1 voice");
    expect(voiceCountLabel(1200)).toBe("1,200 voices");
  });

  it("knows which collections hold a voice, and applies an add or a removal to the list", () => {
    const list = [collection("a", ["v1"]), collection("b", [])];
    expect(holdsVoice(list[0]!, "v1")).toBe(true);
    expect(holdsVoice(list[1]!, "v1")).toBe(false);
    const added = withVoiceToggled(list, "b", "v1", true);
    expect(added.map((c) => c.voice_ids)).toEqual([["v1"], ["v1"]]);
    // Adding twice keeps one entry; the other collections are the same objects.
    expect(withVoiceToggled(added, "b", "v1", true)[1]!.voice_ids).toEqual(["v1"]);
    expect(added[0]).toBe(list[0]);
    expect(withVoiceToggled(added, "a", "v1", false).map((c) => c.voice_ids)).toEqual([[], ["v1"]]);
  });
});

describe("a collection that is not there", () => {
  it("is the server's 404 collection_not_found, in its words", () => {
    const gone = new ApiError(404, "Not Found", { detail: { status: "collection_not_found", message: "Collection c1 was not found." } });
    expect(collectionNotFoundMessage(gone)).toBe("Collection c1 was not found.");
    expect(collectionNotFoundMessage(new ApiError(404, "Not Found", { detail: { status: "voice_not_found", message: "x" } }))).toBeNull();
    expect(collectionNotFoundMessage(new ApiError(500, "", null))).toBeNull();
    expect(collectionNotFoundMessage(new Error("x"))).toBeNull();
  });
});
