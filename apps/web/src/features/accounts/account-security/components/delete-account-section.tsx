import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { handleError } from "#lib/handle-error";
import { clearPrefixedStorage } from "#lib/local-storage";
import { queryKeys } from "#lib/query-keys";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { resetTheme } from "#app/theme/theme-store";
import { sensitiveActionMessage } from "../api/error-type";
import { useDeleteAccount } from "../api/use-delete-account";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";

export const ACCOUNT_DELETED = "Your account was deleted.";

/** Settings, danger zone: delete the account after typing its e-mail address (and, first, proving the mailbox). */
export function DeleteAccountSection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const player = usePlayer();
  const remove = useDeleteAccount(leave);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const email = session.data?.user.email;
  if (!email) return null;

  /**
   * The server ended every session with the account, so this is the local half of sign-out (what
   * useSignOut clears) without its trip to sign-in: the home page comes first, so the signed-in
   * layout never sees the cleared session and redirects to sign-in after all.
   */
  async function leave() {
    await navigate(APP_ROUTES.home, { replace: true });
    clearPrefixedStorage();
    resetTheme();
    player.unload();
    queryClient.clear();
    queryClient.setQueryData(queryKeys.session, null);
    toast.success(ACCOUNT_DELETED);
  }

  return (
    <SettingsSection
      id="delete-account-section"
      tone="danger"
      title="Delete account"
      description="Deletes your account with its workspace, history and API keys. Your e-mail address can sign up again afterwards."
      actions={
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          Delete account
        </Button>
      }
    >
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        email={email}
        pending={remove.isPending}
        notice={notice}
        onConfirm={() =>
          remove.mutate(undefined, {
            onError: (error) => {
              const sensitive = sensitiveActionMessage(error);
              if (sensitive) setNotice(sensitive);
              else handleError(error);
            },
          })
        }
      />
    </SettingsSection>
  );
}
