import { APP_ROUTES } from "@vocable/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyBox, PageError, PageLoading } from "#features/productions/tasks/components/page-states";
import { usePublicProfile } from "../api/use-public-profile";
import { isNotFound, isPossibleHandle } from "../producer-view";
import { ProfileCard } from "./profile-card";

const back = (
  <Link to={APP_ROUTES.profiles} className="text-sm font-medium underline">
    Back to your profile
  </Link>
);

/** /app/profiles/:handle: any producer's public profile; a handle no producer has says so, with the way back. */
export function ProfilePage({ handle }: { handle: string }) {
  const possible = isPossibleHandle(handle);
  const profile = usePublicProfile(possible ? handle : null);
  if (!possible || (profile.isError && isNotFound(profile.error))) {
    return (
      <Frame>
        <EmptyBox testId="profile-not-found">
          <p>No producer profile at this handle.</p>
          {back}
        </EmptyBox>
      </Frame>
    );
  }
  if (profile.isPending) return <Frame>{<PageLoading label="Loading the profile" />}</Frame>;
  if (profile.isError) return <Frame>{<PageError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />}</Frame>;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ProfileCard profile={profile.data} headingLevel={1} />
      {back}
    </div>
  );
}

/** The page before a profile is there to show: its title and what stands in the profile's place. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">Producer profile</h1>
      {children}
    </div>
  );
}
