import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";

/** /app/payouts and /app/profiles: said plainly, they come with the productions marketplace. */
export function ComingWithProductions({ title, what }: { title: string; what: string }) {
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-zinc-700 dark:text-zinc-300">{what}</p>
      <p className="text-sm text-muted-foreground">
        This page comes with the productions marketplace, where producers take paid transcription and review tasks. It is not available on this server yet.
      </p>
      <Link to={APP_ROUTES.appHome} className="text-sm font-medium underline">
        Back to the home page
      </Link>
    </div>
  );
}
