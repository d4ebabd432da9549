import { EMAIL_UPDATED } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { sessionQueryOptions } from "#features/accounts/sign-in/api/session-query";
import { useSignOut } from "#features/accounts/sign-in/api/use-sign-out";
import { confirmEmailChange } from "../api/confirm-email-change";
import { EMAIL_RESTORED, emailUpdateFailureText, readEmailChangeLink, withoutEmailChangeParams } from "../email-change-link";

/**
 * Handles the e-mail change links (`?verification_code=…[&isReverting=true]`) on any page, signed
 * in or not: it is mounted in the root layout, above the signed-in layout that sends a signed-out
 * visitor to sign-in. The parameters leave the address bar (through the router, so the sign-in
 * redirect built from the location never carries the used code back) in a layout effect, before
 * that redirect's effect can run; then the code is applied and the outcome toasted.
 */
export function EmailChangeLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: signOutLocally } = useSignOut();
  // A code is used once: Strict Mode's second effect run and later renders must not send it again.
  const handled = useRef<string | null>(null);
  const link = readEmailChangeLink(location.search);
  const code = link?.code ?? null;
  const isReverting = link?.isReverting ?? false;
  const { pathname, search, hash, state } = location;

  useLayoutEffect(() => {
    if (code === null || handled.current === code) return;
    handled.current = code;
    void navigate({ pathname, search: withoutEmailChangeParams(search), hash }, { replace: true, state: state as unknown, preventScrollReset: true });
    confirmEmailChange(code, isReverting).then(
      async () => {
        if (isReverting) {
          toast.success(EMAIL_RESTORED);
          // Every session of the account ended: unless this browser is signed in to another
          // account, clear what it holds and go to sign-in.
          const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
          if (!session) signOutLocally();
          return;
        }
        toast.success(EMAIL_UPDATED);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.session }),
          queryClient.invalidateQueries({ queryKey: queryKeys.user }),
          queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
        ]);
      },
      (error: unknown) => {
        toast.error(emailUpdateFailureText(errorMessage(error)));
      },
    );
  }, [code, isReverting, pathname, search, hash, state, navigate, queryClient, signOutLocally]);

  return null;
}
