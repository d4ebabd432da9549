import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "./api-client";
import { uploadPercent, uploadWithProgress } from "./upload-with-progress";

/** A stand-in for the browser's XMLHttpRequest: the test answers the last one made. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  aborted = false;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, statusText: string, body: string) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last!;

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadWithProgress", () => {
  it("posts the form with the cookie, reports the bytes sent and resolves with the JSON answer", async () => {
    const form = new FormData();
    form.append("name", "clip");
    const seen: number[] = [];
    const done = uploadWithProgress<{ dubbing_id: string }>("/v1/dubbing", form, { onProgress: (p) => seen.push(uploadPercent(p)) });
    expect([xhr().method, xhr().url, xhr().withCredentials, xhr().sent]).toEqual(["POST", "/v1/dubbing", true, form]);
    expect(xhr().headers.Accept).toBe("application/json");
    xhr().upload.onprogress?.({ loaded: 250, total: 1000, lengthComputable: true });
    xhr().upload.onprogress?.({ loaded: 1000, total: 1000, lengthComputable: true });
    xhr().upload.onprogress?.({ loaded: 10, total: 0, lengthComputable: false });
    xhr().answer(200, "OK", '{"dubbing_id":"d1","expected_duration_sec":40}');
    await expect(done).resolves.toEqual({ dubbing_id: "d1", expected_duration_sec: 40 });
    expect(seen).toEqual([25, 100, 0]);
  });

  it("rejects a refusal with ApiError carrying the server's body", async () => {
    const done = uploadWithProgress("/v1/dubbing", new FormData());
    xhr().answer(400, "Bad Request", '{"detail":{"status":"no_translation_engine","message":"Needs a translation engine."}}');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { detail: { status: "no_translation_engine", message: "Needs a translation engine." } } });
  });

  it("keeps a body that is not JSON as text (a proxy's 413 page)", async () => {
    const done = uploadWithProgress("/v1/dubbing", new FormData());
    xhr().answer(413, "Payload Too Large", "<html>too large</html>");
    await expect(done).rejects.toMatchObject({ status: 413, body: "<html>too large</html>" });
  });

  it("rejects with NetworkError when no answer comes", async () => {
    const done = uploadWithProgress("/v1/dubbing", new FormData());
    xhr().onerror?.();
    await expect(done).rejects.toBeInstanceOf(NetworkError);
  });

  it("aborts the request when the signal does, and does not start after an abort", async () => {
    const controller = new AbortController();
    const done = uploadWithProgress("/v1/dubbing", new FormData(), { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: "AbortError" });
    FakeXhr.last = null;
    await expect(uploadWithProgress("/v1/dubbing", new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last).toBeNull();
  });
});

describe("uploadPercent", () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [99.9, 100, 99],
    [100, 100, 100],
    [120, 100, 100],
    [50, 0, 0],
  ])("%s of %s bytes: %s%%", (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });
});
