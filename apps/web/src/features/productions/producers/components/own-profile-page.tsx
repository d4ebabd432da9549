import { APP_ROUTES } from "@vocable/domain";
import { Link, generatePath } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";
import { EmptyBox, PageError, PageLoading } from "#features/productions/tasks/components/page-states";
import { ProductionsFrame } from "#features/productions/tasks/components/productions-frame";
import { usePublicProfile } from "../api/use-public-profile";
import { ProfileCard } from "./profile-card";

/** /app/profiles: the user's own public profile as others see it, or how to get one (a handle, and before that a qualification). */
export function OwnProfilePage() {
  const user = useUser();
  return (
    <ProductionsFrame title="Your public profile" description="What other people see about your work as a producer: your languages, qualifications, tasks done and accuracy. No earnings, no e-mail.">
      {user.isPending ? (
        <PageLoading label="Loading your profile" />
      ) : user.isError ? (
        <PageError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : user.data.profile_page_handle ? (
        <OwnProfile handle={user.data.profile_page_handle} />
      ) : user.data.is_producer ? (
        <EmptyBox testId="profile-no-handle">
          <p className="max-w-md">You have no public profile yet: choose a handle, the name of your profile's address.</p>
          <Link to={APP_ROUTES.productionsSettings} className="font-medium underline">
            Choose a handle in settings
          </Link>
        </EmptyBox>
      ) : (
        <EmptyBox testId="profile-not-producer">
          <p className="max-w-md">Public profiles are for producers. Pass a qualification test to become one, then choose a handle.</p>
          <Link to={APP_ROUTES.productionsQualifications} className="font-medium underline">
            Take a qualification test
          </Link>
        </EmptyBox>
      )}
    </ProductionsFrame>
  );
}

function OwnProfile({ handle }: { handle: string }) {
  const profile = usePublicProfile(handle);
  if (profile.isPending) return <PageLoading label="Loading your profile" />;
  if (profile.isError) return <PageError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return (
    <div className="flex flex-col gap-3">
      <ProfileCard profile={profile.data} />
      <p className="text-sm text-muted-foreground">
        Its address:{" "}
        <Link to={generatePath(APP_ROUTES.profile, { handle })} className="font-medium underline">
          /app/profiles/{handle}
        </Link>
        .{" "}
        <Link to={APP_ROUTES.productionsSettings} className="font-medium underline">
          Change the handle
        </Link>
      </p>
    </div>
  );
}
