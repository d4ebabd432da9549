import type { SessionInfo } from "@vocable/contract";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useRevokeOtherSessions } from "../api/use-revoke-other-sessions";
import { useRevokeSession } from "../api/use-revoke-session";
import { useSessions } from "../api/use-sessions";
import { SessionRow, sessionDeviceName } from "./session-row";
import { SettingsSection } from "./settings-section";

/** Settings: every signed-in device, most recently active first; sign any other one out, or all of them. */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const now = useNowUnix();
  const [signingOut, setSigningOut] = useState<SessionInfo | null>(null);
  const [signingOutOthers, setSigningOutOthers] = useState(false);
  const list = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  const hasOthers = list.some((s) => !s.is_current) || sessions.hasNextPage;

  return (
    <SettingsSection
      id="sessions-section"
      title="Sessions"
      description="Devices signed in to your account. Sign out any you do not recognise, and change your password."
      actions={
        hasOthers ? (
          <Button variant="secondary" size="sm" onClick={() => setSigningOutOthers(true)}>
            Sign out all other sessions
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner label="Loading sessions" />
        </div>
      ) : sessions.isError ? (
        <InlineError message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="session-list">
            {list.map((session) => (
              <SessionRow key={session.session_id} session={session} nowUnix={now} onSignOut={setSigningOut} />
            ))}
          </ul>
          {sessions.hasNextPage ? (
            <div>
              <Button variant="secondary" size="sm" onClick={() => void sessions.fetchNextPage()} disabled={sessions.isFetchingNextPage}>
                {sessions.isFetchingNextPage ? <Spinner label="Loading more sessions" /> : null}
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && setSigningOut(null)}
        title="Sign out this session?"
        description={signingOut ? `${sessionDeviceName(signingOut)} (${signingOut.ip_address ?? "unknown address"}) will have to sign in again.` : undefined}
        confirmText="Sign out"
        destructive
        pending={revoke.isPending}
        onConfirm={() =>
          signingOut &&
          revoke.mutate(signingOut.session_id, {
            onSuccess: () => {
              setSigningOut(null);
              toast.success("The session was signed out.");
            },
          })
        }
      />
      <ConfirmDialog
        open={signingOutOthers}
        onOpenChange={setSigningOutOthers}
        title="Sign out all other sessions?"
        description="Every device but this one will have to sign in again."
        confirmText="Sign out all"
        destructive
        pending={revokeOthers.isPending}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: () => {
              setSigningOutOthers(false);
              toast.success("Every other session was signed out.");
            },
          })
        }
      />
    </SettingsSection>
  );
}
