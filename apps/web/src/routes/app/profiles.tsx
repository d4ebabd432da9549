import { OwnProfilePage } from "#features/productions/producers/components/own-profile-page";

/** /app/profiles: the user's own public producer profile, or how to get one. */
export default function ProfilesRoute() {
  return <OwnProfilePage />;
}
