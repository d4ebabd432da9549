import { APP_ROUTES } from "@vocable/domain";
import { Link, useSearchParams } from "react-router";
import { Icon } from "#components/ui/icon";
import { redirectPath } from "#features/accounts/sign-in/redirect";
import { useUser } from "#features/accounts/user/api/use-user";

/** /app/onboarding/next: the welcome after the survey, the way into the app, and the checklist. */
export function OnboardingNextPage() {
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const target = redirectPath(params.get("redirect"));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-5 py-4" data-testid="onboarding-next">
      <h1 className="text-2xl font-semibold">{user?.first_name ? `You're all set, ${user.first_name}!` : "You're all set!"}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Your account is ready. A short checklist in the sidebar walks you through the first steps: generating speech, creating an API key and more. Each step ticks
        itself off when you do it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={target}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-zinc-900 px-4 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          Go to the app
        </Link>
        <Link
          to={APP_ROUTES.onboardingChecklist}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          <Icon name="check" className="h-4 w-4" />
          See the checklist
        </Link>
      </div>
    </div>
  );
}
