import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AudioNativeContentFromUrlRequest, AudioNativeEditContentResponse } from "@vocable/contract";
import { webhookUrlProblemMessage } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { DownloadError, TargetRefusedError, downloadFromTarget, resolveTarget } from "#features/developers/webhooks/safe-target";
import { requireProject } from "../policy";
import { findProjectByPage } from "../repo";
import { articleFromBytes, MAX_ARTICLE_FILE_BYTES } from "./read-article-file";
import { replaceContent } from "./update-content";

/** How long fetching the page may take as a whole. */
const PAGE_TIMEOUT_MS = 30_000;

/** A page URL as projects store it: parsed and printed again, without its #fragment. */
export function normalizePageUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    parsed.hash = "";
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * `audioNative.updateContentFromUrl` (POST /v1/audio-native/content): the caller's workspace's
 * project whose page_url is `url` (set on the project's settings) gets the page's article as its
 * content, converted and published. The page is fetched like a webhook is delivered: https only
 * (http too where WEBHOOK_ALLOW_PRIVATE_TARGETS allows private addresses), every address the host
 * resolves to public, connected to the checked address, no redirects, at most
 * MAX_ARTICLE_FILE_BYTES within 30 s; only its text is read, nothing in it is fetched or run.
 */
export async function updateContentFromUrl(
  deps: Pick<AppDeps, "db" | "jobs" | "config">,
  principal: Principal,
  request: AudioNativeContentFromUrlRequest,
  signal?: AbortSignal,
): Promise<AudioNativeEditContentResponse> {
  requirePermission(principal, "audio_native_write", "You cannot change Audio Native projects in this workspace.");
  const pageUrl = normalizePageUrl(request.url);
  if (!pageUrl) throw new AppError("invalid_request", 400, "url: an http(s) URL of the page that embeds the player.");
  const found = await findProjectByPage(deps.db, principal.workspaceId, pageUrl);
  if (!found) {
    throw new AppError("not_found", 404, "url: no Audio Native project of this workspace has this page_url. Set the project's page_url (POST /v1/audio-native/{project_id}/settings) first.");
  }
  const row = await requireProject(deps.db, principal, found.id, "write");
  const html = await fetchPage(deps, pageUrl, signal);
  // A page is read as HTML unless its path says it is plain text.
  const pathname = new URL(pageUrl).pathname;
  const text = articleFromBytes(html, /\.txt$/i.test(pathname) ? pathname : "page.html", "url");
  return replaceContent(deps, principal, row, { text, title: request.title, author: request.author, convert: true, publish: true });
}

async function fetchPage(deps: Pick<AppDeps, "config">, url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const allowPrivate = deps.config.webhooks.allowPrivateTargets;
  if (!url.startsWith("https://") && !(allowPrivate && url.startsWith("http://"))) {
    throw new AppError("invalid_request", 400, "url: must be an https:// URL.");
  }
  let target;
  try {
    target = await resolveTarget(url, { allowPrivate });
  } catch (err) {
    if (err instanceof TargetRefusedError) throw new AppError("invalid_request", 400, `url is not allowed: ${webhookUrlProblemMessage(err.problem)}`);
    throw new AppError("invalid_request", 400, "url names a host that does not resolve.");
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-page-"));
  try {
    const file = path.join(dir, "page");
    await downloadFromTarget(target, file, { timeoutMs: PAGE_TIMEOUT_MS, maxBytes: MAX_ARTICLE_FILE_BYTES, signal });
    return await readFile(file);
  } catch (err) {
    if (err instanceof DownloadError) throw new AppError("invalid_request", 400, `The page at url could not be fetched: ${err.message}.`);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
