import type { LocalModelInfo } from "@vocable/contract";
import { GENERIC_ERROR, NETWORK_ERROR } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import {
  ADD_ON_SERVER_HINT,
  ARCHIVE_TOO_LARGE,
  ARCHIVE_TYPE_ERROR,
  LOCAL_MODEL_STATUS_LABELS,
  MODEL_ID_ERROR,
  SHA256_ERROR,
  addModelErrorText,
  addedModelText,
  asSentence,
  archiveFileError,
  engineUseText,
  isModelArchiveName,
  isModelNotInstalled,
  modelIdError,
  modelKindLabel,
  modelSizeText,
  sha256Error,
} from "./local-model-labels";

const body = (status: string, message: string) => ({ detail: { status, message } });
const HEX = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("sha256Error", () => {
  it.each([
    ["", null],
    ["   ", null],
    [HEX, null],
    [HEX.toUpperCase(), null],
    [`  ${HEX}\n`, null],
    [HEX.slice(1), SHA256_ERROR],
    [`${HEX}0`, SHA256_ERROR],
    [`${HEX.slice(1)}g`, SHA256_ERROR],
    [`sha256:${HEX}`, SHA256_ERROR],
    [`${HEX.slice(0, 32)} ${HEX.slice(32)}`, SHA256_ERROR],
  ])("%j -> %s", (value, error) => {
    expect(sha256Error(value)).toBe(error);
  });
});

describe("modelIdError", () => {
  it.each([
    ["", null],
    ["vits-piper-en_us-amy-low", null],
    ["  kokoro.v1  ", null],
    ["0", null],
    ["a".repeat(100), null],
    ["a".repeat(101), MODEL_ID_ERROR],
    ["Kokoro", MODEL_ID_ERROR],
    ["-leading-hyphen", MODEL_ID_ERROR],
    [".hidden", MODEL_ID_ERROR],
    ["with space", MODEL_ID_ERROR],
    ["../escape", MODEL_ID_ERROR],
  ])("%j -> %s", (value, error) => {
    expect(modelIdError(value)).toBe(error);
  });
});

describe("archive names", () => {
  it.each([
    ["vits-piper-en_US-amy-low.tar.bz2", true],
    ["model.tar.gz", true],
    ["MODEL.TGZ", true],
    ["model.tar", false],
    ["model.zip", false],
    ["model.onnx", false],
    ["tar.bz2.txt", false],
  ])("%s is an archive: %s", (name, ok) => {
    expect(isModelArchiveName(name)).toBe(ok);
    expect(archiveFileError(name)).toBe(ok ? null : ARCHIVE_TYPE_ERROR);
  });

  it("has nothing to say before a file is chosen", () => {
    expect(archiveFileError(null)).toBeNull();
  });
});

describe("labels", () => {
  it.each([
    ["ok", "OK"],
    ["broken", "Broken"],
    ["unchecked", "Not checked yet"],
  ] as const)("status %s -> %s", (status, label) => {
    expect(LOCAL_MODEL_STATUS_LABELS[status]).toBe(label);
  });

  it.each([
    ["vits", "VITS (Piper, Coqui, MeloTTS)"],
    ["sense-voice", "SenseVoice"],
    ["speaker-embedding", "Speaker embedding"],
    ["something-new", "something-new"],
    ["constructor", "constructor"],
  ])("kind %s -> %s", (kind, label) => {
    expect(modelKindLabel(kind)).toBe(label);
  });

  it.each([
    [0, "0 B"],
    [63_201_456, "63.2 MB"],
    [999_999_999, "1 GB"],
    [1_234_567_890, "1.2 GB"],
  ])("size %s -> %s", (bytes, text) => {
    expect(modelSizeText(bytes)).toBe(text);
  });

  it.each([
    ["local-amy", "In use as local-amy"],
    [null, "Not in use"],
  ])("engine %s -> %s", (engineId, text) => {
    expect(engineUseText(engineId)).toBe(text);
  });
});

describe("asSentence", () => {
  it.each([
    ["No Op registered for Gaxher", "No Op registered for Gaxher."],
    ["Already one.", "Already one."],
    ["Really?  ", "Really?"],
    ["Wait…", "Wait…"],
  ])("%j -> %j", (text, sentence) => {
    expect(asSentence(text)).toBe(sentence);
  });
});

describe("addModelErrorText", () => {
  it.each([
    ["a wrong checksum, in the server's words", new ApiError(400, "Bad Request", body("invalid_model", "Its SHA-256 is abc, expected def.")), "Its SHA-256 is abc, expected def."],
    ["a taken id", new ApiError(400, "Bad Request", body("invalid_model", "A model amy is already installed.")), "A model amy is already installed."],
    ["the server's too-large answer", new ApiError(413, "Payload Too Large", body("payload_too_large", "The request body is too large.")), `The request body is too large. ${ADD_ON_SERVER_HINT}`],
    ["a proxy's too-large answer", new ApiError(413, "Payload Too Large", "<html>nginx</html>"), `${ARCHIVE_TOO_LARGE} ${ADD_ON_SERVER_HINT}`],
    ["a missing file (422)", new ApiError(422, "Unprocessable Entity", { detail: [{ loc: ["body", "file"], msg: "Field required", type: "missing" }] }), "Field required"],
    ["not an operator", new ApiError(403, "Forbidden", body("instance_admin_required", "Only the server's operators can do this.")), "Only the server's operators can do this."],
    ["a server error", new ApiError(500, "Internal Server Error", body("internal_error", "boom")), GENERIC_ERROR],
    ["no answer", new NetworkError(), NETWORK_ERROR],
  ])("%s", (_name, error, text) => {
    expect(addModelErrorText(error)).toBe(text);
  });
});

describe("isModelNotInstalled", () => {
  it.each([
    [new ApiError(404, "Not Found", body("model_not_installed", "No model amy is installed.")), true],
    [new ApiError(404, "Not Found", body("not_found", "Not found")), false],
    [new ApiError(400, "Bad Request", body("model_not_installed", "?")), false],
    [new NetworkError(), false],
  ])("%#", (error, expected) => {
    expect(isModelNotInstalled(error)).toBe(expected);
  });
});

describe("addedModelText", () => {
  const model: LocalModelInfo = {
    model_id: "amy",
    name: "Piper Amy",
    kind: "vits",
    languages: ["en"],
    sample_rate: 22050,
    license: "MIT",
    status: "ok",
    reason: null,
    bytes: 63_000_000,
    engine_id: "local-amy",
    checked_at_unix: 1_700_000_000,
  };

  it.each([
    ["in use", {}, { title: "“Piper Amy” (amy) was added", message: "It passed its check and is in use as the engine local-amy.", broken: false }],
    [
      "ok but not used, with the reason",
      { kind: "pocket", engine_id: null, reason: "voice cloning models are not supported yet" },
      { title: "“Piper Amy” (amy) was added", message: "It passed its check but is not in use: voice cloning models are not supported yet.", broken: false },
    ],
    ["ok but not used, no reason", { engine_id: null }, { title: "“Piper Amy” (amy) was added", message: "It passed its check but is not in use.", broken: false }],
    [
      "broken, with the reason first",
      { status: "broken", engine_id: null, reason: "No Op registered for Gaxher" },
      { title: "“Piper Amy” (amy) was installed but does not work", message: "No Op registered for Gaxher. It stays installed and listed with the models until you remove it.", broken: true },
    ],
    [
      "broken without a reason",
      { status: "broken", engine_id: null },
      { title: "“Piper Amy” (amy) was installed but does not work", message: "Its check failed. It stays installed and listed with the models until you remove it.", broken: true },
    ],
    [
      "unchecked",
      { status: "unchecked", engine_id: null, checked_at_unix: null },
      { title: "“Piper Amy” (amy) was added", message: "It has not been checked yet; the server checks it before it is used.", broken: false },
    ],
  ] as const)("%s", (_name, change, text) => {
    expect(addedModelText({ ...model, ...change })).toEqual(text);
  });
});
