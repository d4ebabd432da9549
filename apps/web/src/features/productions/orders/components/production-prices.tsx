import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { productionPriceRows } from "../order-money";

/** The public price table of human-checked work (/pricing), from the domain's per-minute rates. */
export function ProductionPrices() {
  const rows = productionPriceRows();
  return (
    <section aria-labelledby="production-prices-title" className="flex flex-col gap-3" data-testid="production-prices">
      <div className="flex flex-col gap-1">
        <h2 id="production-prices-title" className="text-2xl font-semibold tracking-tight">
          Productions: human-checked work
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Order transcripts, subtitles and dub reviews checked by people, paid per order on top of any plan. Prices are per started minute of media, at least one
          minute per file.
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Work
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Price
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                What you get
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {rows.map((row) => (
              <tr key={row.id} data-testid="production-price">
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.work}
                </th>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.price}</td>
                <td className="px-3 py-2 text-zinc-600 dark:text-zinc-400">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Signed in?{" "}
        <Link to={APP_ROUTES.workspaceProductions} className="font-medium underline">
          Start an order
        </Link>
        .
      </p>
    </section>
  );
}
