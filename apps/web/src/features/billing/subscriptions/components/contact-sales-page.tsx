import { PublicPage } from "./public-page";
import { ContactSalesForm } from "./contact-sales-form";

/** /contact-sales (public): the Enterprise inquiry, the same form as the Enterprise card's dialog. */
export function ContactSalesPage() {
  return (
    <PublicPage>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight">Contact sales</h1>
          <p className="text-zinc-600 dark:text-zinc-400">
            Enterprise plans come with custom limits, seats and terms. Tell us what you need and we will get back to you.
          </p>
        </div>
        <div className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <ContactSalesForm />
        </div>
      </div>
    </PublicPage>
  );
}
