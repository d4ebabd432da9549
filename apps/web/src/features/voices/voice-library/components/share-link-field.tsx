import { SHARE_LINK_COPIED } from "@vocable/domain";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";

/** A share link, read-only, with Copy. */
export function ShareLinkField({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_LINK_COPIED);
    } catch {
      toast.error("Could not copy. Select the link and copy it yourself.");
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">Share link</span>
      <div className="flex gap-2">
        <Input readOnly aria-label="Share link" data-testid="share-voice-link" value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name="copy" />
          Copy
        </Button>
      </div>
    </div>
  );
}
