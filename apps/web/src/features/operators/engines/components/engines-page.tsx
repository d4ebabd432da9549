import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { apiErrorOf } from "#features/accounts/account-security/api/error-type";
import { useEngines } from "../api/use-engines";
import { EngineCard } from "./engine-card";
import { LocalModelsSection } from "./local-models-section";

/**
 * /app/admin/engines: the server's speech engines for its operators (ADMIN_EMAILS): what each can
 * do, its languages, voices, models and licence, and whether it works now with its measured speed.
 * The server re-checks an engine's health itself (after 10 minutes), so there is no button for it.
 * Below the engines, the local models: the neural models an operator adds, each becoming an engine.
 */
export function EnginesPage() {
  const engines = useEngines();
  const list = engines.data?.engines ?? [];

  const operatorsOnly = engines.error !== null && apiErrorOf(engines.error, "instance_admin_required") !== null;

  let body: React.ReactNode;
  if (engines.isPending) {
    body = (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the engines" />
      </div>
    );
  } else if (operatorsOnly) {
    body = (
      <p
        role="note"
        className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400"
        data-testid="engines-operators-only"
      >
        Only the server&apos;s operators (ADMIN_EMAILS) can see the engines.
      </p>
    );
  } else if (engines.error) {
    body = <InlineError message={errorMessage(engines.error)} onRetry={() => void engines.refetch()} retrying={engines.isFetching} />;
  } else if (list.length === 0) {
    body = <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">No engines are registered.</p>;
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="engine-list">
        {list.map((engine) => (
          <EngineCard key={engine.engine_id} engine={engine} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">Engines</h1>
        <p className="text-sm text-muted-foreground">
          The speech engines this server runs: what each can do and whether it works now. The server checks each engine again when its last check is
          over 10 minutes old.
        </p>
      </div>
      {body}
      {/* Below the engines; not for those the server has just told are not operators. */}
      {operatorsOnly ? null : <LocalModelsSection />}
    </div>
  );
}
