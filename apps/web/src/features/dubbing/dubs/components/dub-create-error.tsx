import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import type { DubErrorText } from "../dub-error";

/** Why POST /v1/dubbing refused the dub, in the server's words; "See plans" when the allowance or the plan is the reason. */
export function DubCreateError({ failure, onPlans }: { failure: DubErrorText; onPlans: () => void }) {
  return (
    <div
      role="alert"
      data-testid="dub-create-error"
      className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
    >
      <p className="font-semibold">{failure.title}</p>
      <p className="whitespace-pre-line">{failure.message}</p>
      {failure.plans ? (
        <Link to={APP_ROUTES.subscription} onClick={onPlans} className="w-fit font-medium underline">
          See plans
        </Link>
      ) : null}
    </div>
  );
}
