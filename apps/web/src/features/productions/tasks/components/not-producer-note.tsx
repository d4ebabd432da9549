import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";

/** For someone who is not a producer yet: what producers do, and how to become one (a qualification test). */
export function NotProducerNote() {
  return (
    <section aria-labelledby="become-producer" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" data-testid="not-producer">
      <h2 id="become-producer" className="text-base font-semibold">
        Become a producer
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Producers are paid to check and correct transcripts of other people's audio and video, and to review each other's work. You work at your own pace: claim a
        task, correct it in the editor, hand it in, and earn once a reviewer accepts it.
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
        <li>Take a qualification test: listen to a short recording and type what you hear.</li>
        <li>Pass it and you are a producer in that language, in probation at first (no reviews of others' work until it ends).</li>
        <li>Claim open work in your language from the Unclaimed page.</li>
      </ol>
      <Link to={APP_ROUTES.productionsQualifications} className="w-fit rounded-lg bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200">
        Take a qualification test
      </Link>
    </section>
  );
}
