import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { PLAYER_CONTENT_SECURITY_POLICY, PLAYER_NOT_FOUND_PAGE, renderPlayerPage } from "./player-page";
import { findProject } from "./repo";

/** The public player's paths: served without credentials, framed by the publishers' pages. */
export const PLAYER_PATHS = "/audio-native/*";
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Mounted before the app's secure headers and running after them: the player page may be framed
 * by any site and its audio loaded from any page (the project is published to be embedded), under
 * the player's own content security policy instead of the app's.
 */
export const embeddablePlayerHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.delete("X-Frame-Options");
  c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  c.res.headers.set("Content-Security-Policy", PLAYER_CONTENT_SECURITY_POLICY);
};

/**
 * GET /audio-native/{id}/player (the page the snippet frames) and /audio-native/{id}/audio (the
 * published snapshot, with ranges). Public: the id is a random 20-character id handed to the
 * publisher, and what they publish is meant to be heard by anyone. A disabled project, one without
 * published audio (for /audio) or an unknown id is 404.
 */
export function audioNativePlayerRoutes(deps: Pick<AppDeps, "db" | "storage">) {
  const app = new Hono<AppEnv>();
  const notFound = () => new Response(PLAYER_NOT_FOUND_PAGE, { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" } });
  app.get("/audio-native/:id/player", async (c) => {
    const id = c.req.param("id");
    const row = ID.test(id) ? await findProject(deps.db, id) : null;
    if (!row || !row.enabled) return notFound();
    return c.html(renderPlayerPage(row), 200, { "cache-control": "no-cache" });
  });
  app.on(["GET", "HEAD"], "/audio-native/:id/audio", async (c) => {
    const id = c.req.param("id");
    const row = ID.test(id) ? await findProject(deps.db, id) : null;
    const source = row?.enabled && row.publishedAudioKey ? await storedSource(deps.storage, row.publishedAudioKey) : null;
    if (!source) return c.json({ detail: { status: "not_found", message: "This audio is not available." } }, 404);
    return rangedResponse(c, source, { "content-type": "audio/mpeg", "cache-control": "public, max-age=60" });
  });
  return app;
}
