import { APP_ROUTES, CURRENCIES, apiPriceRows, formatRate, type Currency } from "@vocable/domain";
import { useState } from "react";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useBillingConfig } from "#features/billing/subscriptions/api/use-billing-config";
import { BillingModeNotice } from "#features/billing/subscriptions/components/billing-mode-notice";
import { PlansUnavailable } from "#features/billing/subscriptions/components/plans-unavailable";
import { ARTICLE_CLASS } from "./content-page";
import { PageActions } from "./page-actions";
import { PageIntro } from "./page-intro";
import { PublicFrame } from "./public-frame";

const CURRENCY_NAMES: Record<Currency, string> = { usd: "US dollars", eur: "Euros" };
const cell = "border-b border-zinc-200 px-3 py-2 text-left align-top dark:border-zinc-800";

/** The per-1,000-character table of every self-serve plan, in one currency (apiPriceRows). */
function ApiPriceTable({ currency }: { currency: Currency }) {
  const monthly = apiPriceRows("monthly_period", currency);
  const yearly = apiPriceRows("annual_period", currency);
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="API prices per 1,000 characters">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="mb-2 text-left text-sm text-muted-foreground">
          Price of 1,000 characters, in {CURRENCY_NAMES[currency]}. One character of text is one credit, whatever the model.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>Plan</th>
            <th scope="col" className={cell}>Characters a month</th>
            <th scope="col" className={cell}>Included, billed monthly</th>
            <th scope="col" className={cell}>Included, billed yearly</th>
            <th scope="col" className={cell}>Beyond the allowance</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((row, i) => (
            <tr key={row.tier}>
              <th scope="row" className={`${cell} font-medium`}>{row.name}</th>
              <td className={cell}>{row.monthlyCharacters.toLocaleString("en-US")}</td>
              <td className={cell}>{formatRate(row.includedCentsPer1000, currency)}</td>
              <td className={cell}>{formatRate(yearly[i].includedCentsPer1000, currency)}</td>
              <td className={cell}>{row.overageCentsPer1000 === null ? "Stops at the allowance" : formatRate(row.overageCentsPer1000, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /pricing/api: what characters cost through the API on each plan, computed from the plan table. */
export function ApiPricingPage() {
  const config = useBillingConfig();
  const [currency, setCurrency] = useState<Currency>("usd");

  let body;
  if (config.isPending) body = <Spinner label="Loading plans" />;
  else if (config.isError) body = <InlineError message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  else if (config.data.provider === "none") body = <PlansUnavailable />;
  else {
    body = (
      <>
        <BillingModeNotice mode={config.data.mode} />
        <label className="flex w-fit flex-col gap-1 text-sm font-medium">
          Currency
          <select
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
            className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_NAMES[c]}
              </option>
            ))}
          </select>
        </label>
        <ApiPriceTable currency={currency} />
      </>
    );
  }

  return (
    <PublicFrame>
      <article className={`${ARTICLE_CLASS} max-w-5xl`}>
        <PageIntro
          heading="API pricing"
          lead="The API uses the same plans as the app: each plan includes characters every month, and the API draws on them. This is what 1,000 characters come to on each plan."
        />
        {body}
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">How to read it</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-zinc-700 dark:text-zinc-300">
            <li>Included: the plan's price divided by its monthly characters, if you use them all. A yearly plan costs ten months' price for twelve months.</li>
            <li>Beyond the allowance: from the Creator plan, a workspace that allows it keeps generating past its characters up to a limit per plan, and those characters are billed at this rate. Free and Starter stop at the allowance.</li>
            <li>Speech to text is counted in hours of audio per plan, and audio isolation takes 1,000 characters a minute; the pricing page shows both.</li>
            <li>Enterprise limits and prices are agreed with the server's operators.</li>
          </ul>
        </section>
        <PageActions
          actions={[
            { label: "See the plans", to: APP_ROUTES.pricing },
            { label: "About the API", to: APP_ROUTES.apiOverview },
            { label: "Contact sales", to: APP_ROUTES.contactSales },
          ]}
        />
      </article>
    </PublicFrame>
  );
}
