import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";

/** What the Not Found page says (inside the public frame, or inside the app's shell under /app). */
export function NotFoundContent() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm font-semibold text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-sm text-muted-foreground">The page you are looking for does not exist.</p>
      <Link to={APP_ROUTES.home} className="text-sm font-medium underline">
        Go home
      </Link>
    </div>
  );
}
