import { isMobileUserAgent, nativeShareFallback, PUBLIC_NAME_MAX_LENGTH, SHARE_API_NOT_SUPPORTED, SHARE_LINK_COPIED, SHARE_MESSAGE, shareLinkDisplay, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, socialShareUrl } from "@vocable/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage, handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { useUpdatePublicUserName } from "#features/accounts/settings/api/use-update-public-user-name";
import { shareLinkQueryOptions } from "../api/share-link-query";
import { useRevokeShareLink } from "../api/use-revoke-share-link";

interface ShareLinkModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  historyItemId: string;
  /** The item's text, shown under the title. */
  label: string;
  /** The item is the viewer's own: the public name shown with it is theirs to change. */
  ownItem: boolean;
}

/** A phone's share sheet rises from the bottom (spec §2: bottom-sheet layout on mobile user agents). */
const BOTTOM_SHEET = "top-auto bottom-0 left-0 w-full max-w-none translate-x-0 translate-y-0 rounded-b-none";

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(SHARE_LINK_COPIED);
  } catch (error) {
    handleError(error);
  }
}

/**
 * The share-link modal (spec §2, §4, §8): loads the item's public link (made on first use), shows
 * it cut to 38 characters, copies it, shares it on Facebook, X or WhatsApp or through the system
 * share sheet, edits the public name shown with it, and turns it off.
 */
export function ShareLinkModal({ open, onOpenChange, historyItemId, label, ownItem }: ShareLinkModalProps) {
  const link = useQuery({ ...shareLinkQueryOptions(historyItemId), enabled: open });
  const revoke = useRevokeShareLink(historyItemId);
  const mobile = isMobileUserAgent(navigator.userAgent);
  const url = link.data?.share_link;

  async function shareNatively(target: string) {
    if (typeof navigator.share !== "function") {
      toast.error(SHARE_API_NOT_SUPPORTED);
      return;
    }
    try {
      await navigator.share({ title: "Vocable", text: SHARE_MESSAGE, url: target });
    } catch (error) {
      if (nativeShareFallback(error) === "copy") await copyLink(target);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share" description={label} className={mobile ? BOTTOM_SHEET : undefined}>
      {link.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Making the link…
        </p>
      ) : link.isError ? (
        <InlineError message={errorMessage(link.error)} onRetry={() => void link.refetch()} retrying={link.isFetching} data-testid="share-link-error" />
      ) : url ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Anyone with the link can listen to this item and download it, without an account.</p>
          <div className="flex items-center gap-2">
            <a href={url} target="_blank" rel="noreferrer" title={url} data-testid="share-link-url" className="min-w-0 flex-1 truncate rounded-lg border border-zinc-200 px-3 py-2 text-sm underline-offset-2 hover:underline dark:border-zinc-800">
              {shareLinkDisplay(url)}
            </a>
            <Button variant="secondary" onClick={() => void copyLink(url)} data-testid="share-link-copy">
              <Icon name="copy" /> Copy
            </Button>
          </div>
          <div className="flex flex-wrap gap-2" aria-label="Share on">
            {SOCIAL_NETWORKS.map((network) => (
              <Button key={network} variant="ghost" size="sm" onClick={() => window.open(socialShareUrl(network, url), "_blank", "noopener,noreferrer,width=640,height=560")}>
                {SOCIAL_NETWORK_LABELS[network]}
              </Button>
            ))}
            <Button variant="ghost" size="sm" onClick={() => void shareNatively(url)} data-testid="share-link-native">
              <Icon name="share" /> More…
            </Button>
          </div>
          {ownItem ? <PublicNameForm historyItemId={historyItemId} current={link.data.public_user_name} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
            <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium underline-offset-2 hover:underline">
              Open the page
            </a>
            <Button
              variant="danger"
              size="sm"
              disabled={revoke.isPending}
              data-testid="share-link-revoke"
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("The share link is off: its page no longer opens.");
                    onOpenChange(false);
                  },
                  onError: handleError,
                })
              }
            >
              Turn off link
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The name the public page shows beside the item (the user's public name, spec §7 update-public-user-name). */
function PublicNameForm({ historyItemId, current }: { historyItemId: string; current: string | null }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdatePublicUserName();
  const queryClient = useQueryClient();
  const value = draft ?? current ?? "";

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(value.trim(), {
      onSettled: () => {
        setDraft(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.shareLink(historyItemId) });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field id="share-public-name" label="Your public name on the page">
          <Input
            id="share-public-name"
            maxLength={PUBLIC_NAME_MAX_LENGTH}
            value={value}
            placeholder="No name"
            onChange={(e) => setDraft(e.target.value.replace(/[\r\n]/g, " "))}
          />
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending || draft === null}>
        Save
      </Button>
    </form>
  );
}
