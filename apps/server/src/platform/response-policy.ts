import type { MiddlewareHandler } from "hono";
import type { secureHeaders } from "hono/secure-headers";

/**
 * The browser features Vocable's pages may use (the Permissions-Policy header): the microphone
 * for recording speech to text and voice samples (getUserMedia), autoplay for the players and
 * clipboard writes for the copy buttons, all for Vocable's own origin only; everything else is off,
 * for the page and anything it could embed.
 */
export const PERMISSIONS_POLICY: PermissionsPolicy = {
  microphone: ["self"],
  autoplay: ["self"],
  clipboardWrite: ["self"],
  clipboardRead: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  bluetooth: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  fullscreen: [],
  pictureInPicture: [],
  encryptedMedia: [],
  screenWakeLock: [],
  idleDetection: [],
  publickeyCredentialsGet: [],
  webShare: [],
  xrSpatialTracking: [],
  browsingTopics: [],
};

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>["permissionsPolicy"]>;

/** What every per-account answer says about caching when its route says nothing. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Marks an answer `Cache-Control: private, no-store` unless the route chose its own (audio files
 * that may be kept privately, public voice previews): the /v1 and /v2 answers are a signed-in
 * account's data, which no shared cache and no browser history should keep.
 */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", PRIVATE_NO_STORE);
};
