import { HomePage } from "#features/accounts/app-home/components/home-page";

/** /app/home: the signed-in home. */
export default function HomeRoute() {
  return <HomePage />;
}
