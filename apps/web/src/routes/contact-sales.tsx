import { ContactSalesPage } from "#features/billing/subscriptions/components/contact-sales-page";

/** /contact-sales: the Enterprise inquiry, public. */
export default function ContactSalesRoute() {
  return <ContactSalesPage />;
}
