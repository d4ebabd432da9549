import type { IdentityProvider } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { timeAgo } from "#lib/relative-time";
import { useVerifyIdentityProviderDomain } from "../api/use-verify-identity-provider-domain";
import { CopyableValue } from "./copyable-value";

interface IdentityProviderRowProps {
  provider: IdentityProvider;
  onRemove: () => void;
}

/**
 * One identity provider: issuer, client ID, domain and whether the domain is verified. Until it
 * is, the TXT record to publish and "Verify domain" (the server's reason shown when the record is
 * not found yet).
 */
export function IdentityProviderRow({ provider, onRemove }: IdentityProviderRowProps) {
  const verify = useVerifyIdentityProviderDomain();
  const verified = provider.domain_verified;
  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="identity-provider-row" data-provider-id={provider.provider_id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium" data-testid="identity-provider-domain">
              {provider.domain}
            </span>
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-medium",
                verified
                  ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
                  : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300",
              )}
              data-testid="identity-provider-status"
            >
              {verified ? "Verified" : "Not verified"}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-zinc-600 dark:text-zinc-400">
            <dt>Issuer</dt>
            <dd className="min-w-0 truncate font-mono" data-testid="identity-provider-issuer">
              {provider.issuer}
            </dd>
            <dt>Client ID</dt>
            <dd className="min-w-0 truncate font-mono" data-testid="identity-provider-client-id">
              {provider.client_id}
            </dd>
            {verified && provider.domain_verified_at_unix !== null ? (
              <>
                <dt>Verified</dt>
                <dd>{timeAgo(provider.domain_verified_at_unix)}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${provider.domain}`}>
          Remove
        </Button>
      </div>
      {verified ? null : (
        <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-900/50">
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Prove that your company owns {provider.domain}: publish this {provider.domain_verification.type} record in its DNS, then verify. DNS changes can take a
            while to appear.
          </p>
          <span className="text-xs font-medium">Name</span>
          <CopyableValue label="TXT record name" value={provider.domain_verification.name} data-testid="txt-record-name" />
          <span className="text-xs font-medium">Value</span>
          <CopyableValue label="TXT record value" value={provider.domain_verification.value} data-testid="txt-record-value" />
          {verify.error ? (
            <p role="alert" className="text-xs text-red-600 dark:text-red-400" data-testid="verify-domain-error">
              {errorMessage(verify.error)}
            </p>
          ) : null}
          <div>
            <Button size="sm" disabled={verify.isPending} aria-busy={verify.isPending} onClick={() => verify.mutate(provider.provider_id)}>
              {verify.isPending ? <Spinner label="Checking the DNS record" /> : null}
              Verify domain
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
