import { useParams } from "react-router";
import { DubPage } from "#features/dubbing/dubs/components/dub-page";

/** /app/dubbing/:dubbingId: one dub, its progress, then the dubbed media with its transcript and downloads. */
export default function DubRoute() {
  const { dubbingId = "" } = useParams();
  return <DubPage key={dubbingId} dubbingId={dubbingId} />;
}
