import type { SessionInfo } from "@vocable/contract";
import Bowser from "bowser";
import { toUnixSeconds } from "#platform/unix-time";
import type { SessionRow } from "./repo";

function describeAgent(userAgent: string | null): Pick<SessionInfo, "browser" | "os" | "device"> {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ") || null;
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ") || null;
  return { browser, os, device: parsed.platform.type ?? null };
}

/** A session as the settings page lists it: the device it came from, where and when it was last used. */
export function presentSession(row: SessionRow, currentSessionId: string | undefined): SessionInfo {
  return {
    session_id: row.id,
    is_current: row.id === currentSessionId,
    ...describeAgent(row.userAgent),
    ip_address: row.ipAddress,
    last_active_unix: toUnixSeconds(row.lastActiveAt),
    created_at_unix: toUnixSeconds(row.createdAt),
  };
}
