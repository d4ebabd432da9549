import { APP_ROUTES } from "@vocable/domain";
import { useLocation } from "react-router";
import { NotFoundContent } from "#features/marketing/public-site/components/not-found-content";
import { PublicFrame } from "#features/marketing/public-site/components/public-frame";

/** 404 for unknown paths: inside the app's shell under /app, else with the public header and footer. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const inApp = pathname.toLowerCase() === APP_ROUTES.app || pathname.toLowerCase().startsWith(`${APP_ROUTES.app}/`);
  if (inApp) return <NotFoundContent />;
  return (
    <PublicFrame>
      <NotFoundContent />
    </PublicFrame>
  );
}
