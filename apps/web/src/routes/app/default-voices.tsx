import { DefaultVoicesPage } from "#features/voices/voices/components/default-voices-page";

/** /app/default-voices */
export default function DefaultVoicesRoute() {
  return <DefaultVoicesPage />;
}
