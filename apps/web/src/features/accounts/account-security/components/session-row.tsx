import type { SessionInfo } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { DeviceIcon } from "./device-icon";

/** "Chrome 124 · Linux", or what is known of it. */
export function sessionDeviceName(session: Pick<SessionInfo, "browser" | "os">): string {
  return [session.browser, session.os].filter(Boolean).join(" · ") || "Unknown device";
}

interface SessionRowProps {
  session: SessionInfo;
  nowUnix: number;
  onSignOut: (session: SessionInfo) => void;
}

/** One signed-in device: browser · OS, address, last activity; "This device" or a Sign out button. */
export function SessionRow({ session, nowUnix, onSignOut }: SessionRowProps) {
  const name = sessionDeviceName(session);
  // A clock slightly behind the server's must not show activity "in 3 seconds".
  const active = formatRelativeTime(session.last_active_unix, Math.max(nowUnix, session.last_active_unix));
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="session-row" data-current={session.is_current}>
      <DeviceIcon device={session.device} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{name}</span>
          {session.is_current ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
              This device
            </span>
          ) : null}
        </span>
        <span className="text-xs text-muted-foreground">
          {session.ip_address ?? "Unknown address"} · Active {active}
        </span>
      </div>
      {session.is_current ? null : (
        <Button variant="secondary" size="sm" onClick={() => onSignOut(session)} aria-label={`Sign out ${name}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}
