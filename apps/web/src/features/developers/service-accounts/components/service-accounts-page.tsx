import type { ServiceAccount, ServiceAccountApiKey } from "@vocable/contract";
import { useMemo, useState } from "react";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { sensitiveActionMessage } from "#features/accounts/account-security/api/error-type";
import { ApiKeyFormDialog } from "#features/developers/api-keys/components/api-key-form-dialog";
import { EMPTY_API_KEY_FORM, formValuesOf, type ApiKeyFormValues } from "#features/developers/api-keys/components/api-key-form-values";
import { CreatedKeyDialog } from "#features/developers/api-keys/components/created-key-dialog";
import { useCreateServiceAccount } from "../api/use-create-service-account";
import { useCreateServiceAccountKey } from "../api/use-create-service-account-key";
import { useDeleteServiceAccount } from "../api/use-delete-service-account";
import { useDeleteServiceAccountKey } from "../api/use-delete-service-account-key";
import { useEditServiceAccountKey } from "../api/use-edit-service-account-key";
import { useServiceAccounts } from "../api/use-service-accounts";
import { CreateServiceAccountDialog } from "./create-service-account-dialog";
import { ServiceAccountCard } from "./service-account-card";

type KeyOf = { account: ServiceAccount; key: ServiceAccountApiKey };

/**
 * Service accounts (spec §1): non-human members that call the API with their own scoped keys.
 * Everyone who may read the workspace sees them; admins create and delete them and manage keys.
 */
export function ServiceAccountsPage() {
  const accounts = useServiceAccounts();
  const createAccount = useCreateServiceAccount();
  const deleteAccount = useDeleteServiceAccount();
  const createKey = useCreateServiceAccountKey();
  const editKey = useEditServiceAccountKey();
  const deleteKey = useDeleteServiceAccountKey();
  const [creatingAccount, setCreatingAccount] = useState(false);
  const [deletingAccount, setDeletingAccount] = useState<ServiceAccount | null>(null);
  const [keyFor, setKeyFor] = useState<ServiceAccount | null>(null);
  const [draft, setDraft] = useState<ApiKeyFormValues>(EMPTY_API_KEY_FORM);
  const [keyNotice, setKeyNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [editing, setEditing] = useState<KeyOf | null>(null);
  const [deleting, setDeleting] = useState<KeyOf | null>(null);
  const editInitial = useMemo(
    () => (editing ? formValuesOf(editing.key) : EMPTY_API_KEY_FORM),
    [editing],
  );
  const list = accounts.data?.["service-accounts"] ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Service accounts</h1>
          <p className="text-sm text-muted-foreground">
            Non-human members for servers and pipelines. They cannot sign in; they call the API with their own keys.
          </p>
        </div>
        <Button onClick={() => setCreatingAccount(true)} data-testid="service-account-create">
          Create service account
        </Button>
      </div>

      {accounts.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading service accounts" />
        </div>
      ) : accounts.error ? (
        <InlineError message={errorMessage(accounts.error)} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">
          No service accounts yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="service-account-list">
          {list.map((account) => (
            <ServiceAccountCard
              key={account.service_account_user_id}
              account={account}
              busy={editKey.isPending}
              onCreateKey={() => {
                setKeyNotice(null);
                if (keyFor?.service_account_user_id !== account.service_account_user_id) setDraft(EMPTY_API_KEY_FORM);
                setKeyFor(account);
              }}
              onDelete={() => setDeletingAccount(account)}
              onEditKey={(key) => setEditing({ account, key })}
              onToggleKey={(key) => editKey.mutate({ accountId: account.service_account_user_id, keyId: key.key_id, is_enabled: key.is_disabled })}
              onDeleteKey={(key) => setDeleting({ account, key })}
            />
          ))}
        </ul>
      )}

      <CreateServiceAccountDialog
        open={creatingAccount}
        onOpenChange={setCreatingAccount}
        pending={createAccount.isPending}
        onSubmit={(input) => createAccount.mutate(input, { onSuccess: () => setCreatingAccount(false) })}
      />
      <ConfirmDialog
        open={deletingAccount !== null}
        onOpenChange={(open) => !open && setDeletingAccount(null)}
        title="Delete service account?"
        description={
          deletingAccount
            ? `“${deletingAccount.name}” and its ${deletingAccount["api-keys"].length} key(s) will be removed; requests using them will stop working.`
            : undefined
        }
        confirmText="Delete"
        destructive
        pending={deleteAccount.isPending}
        onConfirm={() => deletingAccount && deleteAccount.mutate(deletingAccount.service_account_user_id, { onSuccess: () => setDeletingAccount(null) })}
      />
      <ApiKeyFormDialog
        open={keyFor !== null}
        onOpenChange={(open) => !open && setKeyFor(null)}
        title={keyFor ? `Create a key for ${keyFor.name}` : "Create key"}
        submitText="Create"
        initial={draft}
        pending={createKey.isPending}
        notice={keyNotice}
        onSubmit={(values) => {
          if (!keyFor) return;
          setDraft(values);
          createKey.mutate(
            { accountId: keyFor.service_account_user_id, name: values.name, permissions: values.permissions, character_limit: values.characterLimit },
            {
              onSuccess: (key) => {
                setKeyFor(null);
                setDraft(EMPTY_API_KEY_FORM);
                setCreated(key["xi-api-key"]);
              },
              onError: (error) => setKeyNotice(sensitiveActionMessage(error)),
            },
          );
        }}
      />
      <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />
      <ApiKeyFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit key"
        submitText="Save"
        initial={editInitial}
        pending={editKey.isPending}
        onSubmit={(values) =>
          editing &&
          editKey.mutate(
            {
              accountId: editing.account.service_account_user_id,
              keyId: editing.key.key_id,
              name: values.name,
              permissions: values.permissions,
              character_limit: values.characterLimit ?? "clear",
            },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete key?"
        description={deleting ? `Requests using “${deleting.key.name}” (${deleting.key.hint}) will stop working.` : undefined}
        confirmText="Delete"
        destructive
        pending={deleteKey.isPending}
        onConfirm={() =>
          deleting && deleteKey.mutate({ accountId: deleting.account.service_account_user_id, keyId: deleting.key.key_id }, { onSuccess: () => setDeleting(null) })
        }
      />
    </div>
  );
}
