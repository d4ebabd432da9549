import { ComingWithProductions } from "#features/accounts/app-home/components/coming-with-productions";

/** /app/profiles: comes with the productions marketplace. */
export default function ProfilesRoute() {
  return <ComingWithProductions title="Profiles" what="Producers will have a public profile here, with their languages and the kinds of work they take." />;
}
