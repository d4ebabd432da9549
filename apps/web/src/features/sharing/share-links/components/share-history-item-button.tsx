import { shareButtonMode } from "@vocable/domain";
import { useState } from "react";
import { Icon } from "#components/ui/icon";
import { useUser } from "#features/accounts/user/api/use-user";
import { useFeatureFlags } from "#features/operators/feature-flags/api/use-feature-flags";
import { ShareDialog } from "#features/sharing/resource-sharing/components/share-dialog";
import { ShareVideoModal } from "#features/sharing/share-videos/components/share-video-modal";
import { ShareLinkModal } from "./share-link-modal";

interface ShareHistoryItemButtonProps {
  historyItemId: string;
  /** The item's text (shown shortened under the dialogs' titles). */
  text: string;
  /** The viewer made the item (else it reached them through an admin share). */
  ownItem: boolean;
  /** The item is text to speech (only those have a share video). */
  textToSpeech: boolean;
  className: string;
  "data-testid"?: string;
}

/**
 * The two share buttons of a generation (history rows, the player): Share opens the share-link
 * modal (a public link, made when it opens), or the share-video modal when the workspace has the
 * text-to-speech video flag (spec accounts §6); beside it, workspace resource sharing (members and
 * roles) has a button and a name of its own, so sharing inside the workspace never makes a public
 * link and the two are never confused.
 */
export function ShareHistoryItemButton({ historyItemId, text, ownItem, textToSpeech, className, ...rest }: ShareHistoryItemButtonProps) {
  const [open, setOpen] = useState<"link" | "video" | "members" | null>(null);
  const tier = useUser().data?.subscription.tier;
  // Spec accounts §6: hidden on enterprise workspaces unless the text-to-speech video flag is on.
  const mode = shareButtonMode(tier ?? "free", useFeatureFlags());
  const label = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return (
    <>
      {mode === "hidden" ? null : (
        <button type="button" className={className} aria-label="Share" data-testid={rest["data-testid"]} onClick={() => setOpen(mode === "video" && textToSpeech ? "video" : "link")}>
          <Icon name="share" />
        </button>
      )}
      <button
        type="button"
        className={className}
        aria-label="Share with workspace members"
        data-testid={rest["data-testid"] ? `${rest["data-testid"]}-members` : undefined}
        onClick={() => setOpen("members")}
      >
        <Icon name="users" />
      </button>
      {open === "link" ? (
        <ShareLinkModal
          open
          onOpenChange={(next) => setOpen(next ? "link" : null)}
          historyItemId={historyItemId}
          label={label}
          ownItem={ownItem}
        />
      ) : null}
      {open === "video" ? (
        <ShareVideoModal open onOpenChange={(next) => setOpen(next ? "video" : null)} historyItemId={historyItemId} text={text} onShareLink={() => setOpen("link")} />
      ) : null}
      {open === "members" ? (
        <ShareDialog open onOpenChange={(next) => setOpen(next ? "members" : null)} resourceType="speech_history_item" resourceId={historyItemId} label={label} />
      ) : null}
    </>
  );
}
