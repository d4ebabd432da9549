import * as RadixDialog from "@radix-ui/react-dialog";
import { BIPA_TERMS_EFFECTIVE_DATE, isUpdatedTermsModalOpen } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { useSignOut } from "#features/accounts/sign-in/api/use-sign-out";
import { useUser } from "#features/accounts/user/api/use-user";
import { useAcceptBipaTerms } from "../api/use-accept-bipa-terms";

/**
 * The Updated Terms modal (spec §2 dialogs, §4 Updated terms): blocks the app for a user whose
 * location requires the biometric terms (Illinois) until they accept them. It cannot be dismissed;
 * signing out is the other way out.
 */
export function UpdatedTermsModal() {
  const { data: user } = useUser();
  const accept = useAcceptBipaTerms();
  const signOut = useSignOut();
  const open = isUpdatedTermsModalOpen(user);
  if (!open) return null;
  const block = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm" />
        <RadixDialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          data-testid="updated-terms-modal"
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none dark:border-zinc-800 dark:bg-zinc-900"
        >
          <RadixDialog.Title className="text-lg font-semibold">Updated Terms</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="flex flex-col gap-3 text-sm text-zinc-600 dark:text-zinc-300">
              <p>
                We have updated our Terms of Service and Privacy Policy to explain how we collect, use, store and delete biometric information, such as the
                characteristics of a voice, as the Illinois Biometric Information Privacy Act (BIPA) requires. The updated terms are effective{" "}
                {BIPA_TERMS_EFFECTIVE_DATE}.
              </p>
              <p>
                Voice data you upload or record is used only to provide the features you ask for, is never sold, and is deleted when you delete it or your
                account. By selecting Accept you agree to the updated terms and consent to this use of your biometric information.
              </p>
            </div>
          </RadixDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign out
            </Button>
            <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
              {accept.isPending ? <Spinner label="Accepting" /> : null}
              Accept
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
