import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { webhookUrlProblemMessage } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { DownloadError, TargetRefusedError, downloadFromTarget, resolveTarget } from "#features/developers/webhooks/safe-target";

/** How long a download of the audio may take as a whole. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * The audio at a client's `cloud_storage_url` (or `source_url`) as an upload form's file: an
 * https URL (http too where WEBHOOK_ALLOW_PRIVATE_TARGETS allows private addresses) whose host
 * resolves to public addresses only, fetched from the checked address without redirects, at
 * most MAX_UPLOAD_BYTES. Anything else is a 400 saying why; nothing is kept then.
 */
export async function fetchCloudAudio(
  deps: Pick<AppDeps, "config">,
  url: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
  /** The form field that named the URL (the messages name it); dubbing's is source_url. */
  field = "cloud_storage_url",
): Promise<UploadForm> {
  const allowPrivate = deps.config.webhooks.allowPrivateTargets;
  if (!url.startsWith("https://") && !(allowPrivate && url.startsWith("http://"))) {
    throw new AppError("invalid_request", 400, `${field} must be an https:// URL of the file.`);
  }
  let target;
  try {
    target = await resolveTarget(url, { allowPrivate });
  } catch (err) {
    if (err instanceof TargetRefusedError) throw new AppError("invalid_request", 400, `${field} is not allowed: ${webhookUrlProblemMessage(err.problem)}`);
    throw new AppError("invalid_request", 400, `${field} names a host that does not resolve.`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-fetch-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "download");
  try {
    const { bytes } = await downloadFromTarget(target, file, { timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes: deps.config.uploads.maxBytes, signal });
    const last = target.url.pathname.split("/").pop() ?? "";
    let name = last;
    try {
      name = decodeURIComponent(last);
    } catch {
      // a malformed escape: the name as written
    }
    const uploaded = { field, path: file, name, size: bytes };
    return { fields, lists: {}, file: uploaded, files: [uploaded], dispose };
  } catch (err) {
    await dispose();
    if (err instanceof DownloadError) throw new AppError("invalid_request", 400, `The file at ${field} could not be fetched: ${err.message}.`);
    throw err;
  }
}
