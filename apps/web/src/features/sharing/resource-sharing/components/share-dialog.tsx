import type { ResourceShareEntry, ShareableResourceType } from "@vocable/contract";
import { WORKSPACE_SHARE_GROUP_ID, type ResourceShareRole } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { InlineError } from "#components/ui/inline-error";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { resourceSharingQueryOptions } from "../api/resource-sharing-query";
import { useChangeShare, type ShareChange } from "../api/use-change-share";
import { ROLE_LABELS } from "../role-labels";
import { RoleSelect } from "./role-select";

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resourceType: ShareableResourceType;
  resourceId: string;
  /** What is shared, for the dialog's description. */
  label: string;
}

const ROLE_HINT = "Viewers play and download; editors also rate; admins also delete and share.";

/** The target of an existing share, as unshare names it. */
function targetOf(share: ResourceShareEntry): Omit<Extract<ShareChange, { action: "unshare" }>, "action"> {
  if (share.principal_type === "user") return { user_email: share.email ?? "" };
  if (share.principal_type === "key") return { workspace_api_key_id: share.principal_id };
  return { group_id: share.principal_id };
}

/**
 * Shares a resource with the whole workspace or a member by e-mail, with a role, and lists the
 * current shares with Unshare. Refusals (not a member, no right to share) are shown in the dialog.
 */
export function ShareDialog({ open, onOpenChange, resourceType, resourceId, label }: ShareDialogProps) {
  const sharing = useQuery({ ...resourceSharingQueryOptions(resourceType, resourceId), enabled: open });
  const change = useChangeShare(resourceType, resourceId);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<ResourceShareRole>("viewer");
  const [workspaceRole, setWorkspaceRole] = useState<ResourceShareRole>("viewer");
  const [error, setError] = useState<string | null>(null);

  function apply(next: ShareChange, done: string, after?: () => void) {
    setError(null);
    change.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        after?.();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  function shareWithMember(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError("Enter the e-mail address of a member of this workspace.");
    apply({ action: "share", role, user_email: address }, `Shared with ${address}`, () => setEmail(""));
  }

  const shares = sharing.data?.shares ?? [];
  const workspaceShare = shares.find((s) => s.principal_type === "workspace");
  const members = (sharing.data?.share_options ?? []).filter((o) => o.type === "user" && o.email);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share with workspace members" description={label}>
      {sharing.isPending ? (
        <Spinner />
      ) : sharing.isError ? (
        <InlineError message={errorMessage(sharing.error)} onRetry={() => void sharing.refetch()} retrying={sharing.isFetching} />
      ) : (
        <div className="flex flex-col gap-4" data-testid="share-dialog">
          <section className="flex items-center gap-2">
            <p className="flex-1 text-sm">Everyone in this workspace</p>
            <RoleSelect value={workspaceRole} onChange={setWorkspaceRole} label="Role for the whole workspace" />
            <Button
              size="sm"
              variant="secondary"
              data-testid="share-workspace"
              disabled={change.isPending}
              onClick={() => apply({ action: "share", role: workspaceRole, group_id: WORKSPACE_SHARE_GROUP_ID }, "Shared with the workspace")}
            >
              {workspaceShare ? "Update" : "Share"}
            </Button>
          </section>
          <form className="flex flex-wrap items-center gap-2" onSubmit={shareWithMember}>
            <Input
              className="min-w-0 flex-1"
              type="email"
              list="share-member-emails"
              placeholder="Member's e-mail"
              aria-label="Member's e-mail"
              data-testid="share-email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <datalist id="share-member-emails">
              {members.map((m) => (
                <option key={m.id} value={m.email ?? ""}>
                  {m.name}
                </option>
              ))}
            </datalist>
            <RoleSelect value={role} onChange={setRole} label="Role for the member" />
            <Button size="sm" type="submit" data-testid="share-member" disabled={change.isPending}>
              Share
            </Button>
          </form>
          <p className="text-xs text-muted-foreground">{ROLE_HINT}</p>
          {error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="share-error">
              {error}
            </p>
          ) : null}
          <section>
            <h3 className="mb-1 text-sm font-medium">Shared with</h3>
            {shares.length === 0 ? (
              <p className="text-sm text-muted-foreground">Only you have access.</p>
            ) : (
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="share-list">
                {shares.map((s) => (
                  <li key={`${s.principal_type}:${s.principal_id}`} className="flex items-center gap-2 py-2" data-testid="share-entry">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm">{s.name}</p>
                      {s.email ? <p className="truncate text-xs text-muted-foreground">{s.email}</p> : null}
                    </div>
                    <span className="text-xs text-zinc-600 dark:text-zinc-400">{ROLE_LABELS[s.role]}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      data-testid="share-unshare"
                      disabled={change.isPending}
                      onClick={() => apply({ action: "unshare", ...targetOf(s) }, `${s.name} no longer has access`)}
                    >
                      Unshare
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
