import { createHash } from "node:crypto";
import { escapeHtml } from "#platform/html";
import { audioPath } from "./presenter";
import type { AudioNativeRow } from "./repo";

/**
 * Keeps a listener's place across reloads for `data-minutes` minutes (the project's
 * sessionization), in the browser's own storage for the embedding site; nothing is sent anywhere.
 * One fixed script, allowed by its hash, reading its settings from the audio element.
 */
const SESSION_SCRIPT = `(function(){var a=document.querySelector("audio[data-minutes]");if(!a)return;var k="vocable-audio-native:"+a.dataset.key,ttl=Number(a.dataset.minutes)*60000;try{var s=JSON.parse(localStorage.getItem(k)||"null");if(s&&Date.now()-s.at<ttl&&s.t>0)a.addEventListener("loadedmetadata",function(){a.currentTime=s.t},{once:true})}catch(e){}var last=0;a.addEventListener("timeupdate",function(){var n=Date.now();if(n-last<2000)return;last=n;try{localStorage.setItem(k,JSON.stringify({t:a.currentTime,at:n}))}catch(e){}})})();`;
const SESSION_SCRIPT_HASH = createHash("sha256").update(SESSION_SCRIPT).digest("base64");

/**
 * The player page's own policy: framed by any site (it is made to be embedded), loading only its
 * audio from this server and an https image, running only the one script above.
 */
export const PLAYER_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "media-src 'self'",
  "img-src 'self' https:",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${SESSION_SCRIPT_HASH}'`,
  "frame-ancestors *",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * The embedded player of a project: title, author, image and colours from its settings, and the
 * browser's own audio controls playing the published snapshot; a short notice while no audio is
 * published yet. Every value is escaped; colours are #hex by the contract.
 */
export function renderPlayerPage(row: AudioNativeRow): string {
  const title = escapeHtml(row.title || row.name);
  const author = escapeHtml(row.author);
  const colours = `color:${row.textColor};background:${row.backgroundColor}`;
  const image = row.image && !row.small ? `<img src="${escapeHtml(row.image)}" alt="" width="64" height="64" style="width:64px;height:64px;object-fit:cover;border-radius:8px;flex:none">` : "";
  const audio = row.publishedAudioKey
    ? `<audio controls preload="metadata" src="${escapeHtml(`${audioPath(row.id)}?v=${row.publishedSnapshotId ?? ""}`)}" style="width:100%;height:36px"${
        row.sessionization > 0 ? ` data-minutes="${row.sessionization}" data-key="${escapeHtml(`${row.id}:${row.publishedSnapshotId ?? ""}`)}"` : ""
      }></audio>`
    : `<p style="margin:4px 0 0;opacity:.8">The audio of this article is being prepared.</p>`;
  const heading = row.small
    ? `<div style="font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:40%">${title}</div>`
    : `<div style="font-weight:600;margin-bottom:2px">${title}</div>${author ? `<div style="opacity:.8;margin-bottom:6px">${author}</div>` : ""}`;
  const body = row.small
    ? `<div style="display:flex;align-items:center;gap:12px;padding:8px 12px">${heading}<div style="flex:1">${audio}</div></div>`
    : `<div style="display:flex;align-items:center;gap:16px;padding:12px 16px">${image}<div style="flex:1;min-width:0">${heading}${audio}</div></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>Listen: ${title}</title></head><body style="margin:0;font:14px/1.4 system-ui,-apple-system,Segoe UI,sans-serif;${colours}">${body}${
    row.publishedAudioKey && row.sessionization > 0 ? `<script>${SESSION_SCRIPT}</script>` : ""
  }</body></html>`;
}

/** What a disabled or unknown project's player shows (404): nothing about the project. */
export const PLAYER_NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body style="margin:0;font:14px system-ui,sans-serif;padding:12px 16px">This audio is not available.</body></html>`;
