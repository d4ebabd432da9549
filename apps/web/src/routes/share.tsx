import { useParams } from "react-router";
import { SharedItemPage } from "#features/sharing/share-links/components/shared-item-page";

/** /share/:shareLinkId: a history item's public page (no account). */
export default function SharedItemRoute() {
  const { shareLinkId = "" } = useParams();
  return <SharedItemPage key={shareLinkId} shareLinkId={shareLinkId} />;
}
