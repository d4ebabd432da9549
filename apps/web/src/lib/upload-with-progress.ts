/**
 * A multipart POST that reports how much of the body has been sent, for uploads large enough that
 * a spinner is not enough (a video to dub). fetch() cannot report upload progress, so this is the
 * one place the app uses XMLHttpRequest; it fails the way `send` does (api-client.ts): `ApiError`
 * with the parsed body for a non-2xx answer, `NetworkError` when no answer came, an `AbortError`
 * when `signal` aborts it. Same-origin, with the session cookie.
 */
import { ApiError, NetworkError } from "./api-client";

/** Bytes of the body sent so far, of `total` (0 while the browser does not know the size). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The share of the body sent, as a whole percentage from 0 to 100 (0 while the size is unknown). */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POSTs `body` to `path` and resolves with the JSON answer (null for an empty one). */
export function uploadWithProgress<T>(path: string, body: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was aborted.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbortSignal);
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      settle();
      const answer = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(new ApiError(xhr.status, xhr.statusText, answer));
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError(new Error("the upload got no answer")));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was aborted.", "AbortError"));
    };
    signal?.addEventListener("abort", onAbortSignal);
    xhr.send(body);
  });
}
