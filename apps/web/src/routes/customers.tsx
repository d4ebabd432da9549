import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { UseCaseList } from "#features/marketing/public-site/components/use-case-list";
import { CUSTOMERS_PAGE } from "#features/marketing/public-site/content/company-pages";

/** /customers: who Vocable is built for (no customer list is kept), and the use cases. */
export default function CustomersRoute() {
  return (
    <ContentPage page={CUSTOMERS_PAGE}>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold tracking-tight">Use cases</h2>
        <UseCaseList />
      </section>
    </ContentPage>
  );
}
