import { useParams } from "react-router";
import { ProfilePage } from "#features/productions/producers/components/profile-page";

/** /app/profiles/:handle: a producer's public profile. */
export default function ProfileRoute() {
  const { handle = "" } = useParams();
  // A new handle is a new page: nothing of the last one's state carries over.
  return <ProfilePage key={handle} handle={handle} />;
}
