import { DubsPage } from "#features/dubbing/dubs/components/dubs-page";

/** /app/dubbing: the workspace's dubs and "New dub". */
export default function DubbingRoute() {
  return <DubsPage />;
}
