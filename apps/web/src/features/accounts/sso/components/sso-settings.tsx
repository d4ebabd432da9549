import type { IdentityProvider, WorkspaceInfo } from "@vocable/contract";
import { MAX_IDENTITY_PROVIDERS, identityProvidersError } from "@vocable/domain";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useDeleteIdentityProvider } from "../api/use-delete-identity-provider";
import { useIdentityProviders } from "../api/use-identity-providers";
import { AddIdentityProviderForm } from "./add-identity-provider-form";
import { AutoProvisioningSetting } from "./auto-provisioning-setting";
import { CopyableValue } from "./copyable-value";
import { IdentityProviderRow } from "./identity-provider-row";

/**
 * Single sign-on on the workspace's security page (spec accounts §1 SSO, §3): the redirect URI to
 * register at the identity provider, the providers with their domain verification, adding and
 * removing one, and user auto-provisioning. Admins only; the list is not even asked for otherwise
 * (the server answers 403): members read a note and the auto-provisioning setting from
 * GET /v1/workspace.
 */
export function SsoSettings({ workspace }: { workspace: WorkspaceInfo }) {
  const isAdmin = workspace.is_admin;
  const list = useIdentityProviders(isAdmin);
  const remove = useDeleteIdentityProvider();
  const [removing, setRemoving] = useState<IdentityProvider | null>(null);

  let body: ReactNode;
  if (!isAdmin) {
    body = (
      <>
        <p className="text-sm text-muted-foreground" data-testid="sso-admins-only">
          Only workspace admins can set up single sign-on.
        </p>
        {/* Guarded: a server from before SSO answers without it. */}
        {workspace.user_auto_provisioning ? <AutoProvisioningSetting setting={workspace.user_auto_provisioning} canChange={false} /> : null}
      </>
    );
  } else if (list.isPending) {
    body = (
      <div className="flex justify-center py-8 text-muted-foreground">
        <Spinner label="Loading the identity providers" />
      </div>
    );
  } else if (list.error) {
    body = <InlineError message={identityProvidersError(errorMessage(list.error))} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else {
    const providers = list.data.identity_providers;
    body = (
      <>
        <div className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
          <h3 className="text-sm font-medium">Redirect URI</h3>
          <p className="text-xs text-muted-foreground">Register this as the redirect (callback) URI of the OpenID Connect client at your identity provider.</p>
          <CopyableValue label="redirect URI" value={list.data.redirect_uri} data-testid="sso-redirect-uri" />
        </div>
        {providers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-zinc-300 py-8 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="no-identity-providers">
            No identity providers yet.
          </p>
        ) : (
          <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-label="Identity providers" data-testid="identity-provider-list">
            {providers.map((provider) => (
              <IdentityProviderRow key={provider.provider_id} provider={provider} onRemove={() => setRemoving(provider)} />
            ))}
          </ul>
        )}
        {providers.length < MAX_IDENTITY_PROVIDERS ? (
          <AddIdentityProviderForm />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="identity-providers-limit">
            A workspace can have at most {MAX_IDENTITY_PROVIDERS} identity providers. Remove one to add another.
          </p>
        )}
        <AutoProvisioningSetting setting={list.data.user_auto_provisioning} canChange />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="sso-title" data-testid="sso-settings">
      <div>
        <h2 id="sso-title" className="text-base font-semibold">
          Single sign-on (SSO)
        </h2>
        <p className="text-sm text-muted-foreground">
          Let people with your company's e-mail domain sign in through your OpenID Connect identity provider, once you have proven the domain is yours.
        </p>
      </div>
      {body}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove identity provider?"
        description={removing ? `People from ${removing.domain} can no longer sign in with SSO through ${removing.issuer}. Their accounts stay.` : undefined}
        confirmText="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.provider_id, { onSuccess: () => setRemoving(null) })}
      />
    </section>
  );
}
