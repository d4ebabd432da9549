import type { EngineInfo } from "@vocable/contract";
import { CAPABILITY_LABELS, ENGINE_KIND_LABELS, realTimeFactorText, voiceCountText } from "../engine-labels";
import { EngineHealthStatus } from "./engine-health-status";
import { EngineLanguages } from "./engine-languages";
import { Fact } from "./fact";

/** An engine of GET /v1/engines: what it is, what it can do, and how its last check went. */
export function EngineCard({ engine }: { engine: EngineInfo }) {
  const headingId = `engine-${engine.engine_id}-name`;
  const speed = realTimeFactorText(engine.health.real_time_factor);
  return (
    <li className="flex">
      <article
        className="flex w-full flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
        data-testid="engine-card"
        data-engine-id={engine.engine_id}
        aria-labelledby={headingId}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold">
              {engine.name}
            </h2>
            <p className="text-xs text-muted-foreground">
              <span data-testid="engine-kind">{ENGINE_KIND_LABELS[engine.kind]}</span> · <code className="font-mono">{engine.engine_id}</code>
            </p>
          </div>
          <EngineHealthStatus health={engine.health} />
        </div>

        <p className="text-sm text-zinc-700 dark:text-zinc-300">{engine.description}</p>

        <ul className="flex flex-wrap gap-1.5" aria-label="Capabilities" data-testid="engine-capabilities">
          {engine.capabilities.map((capability) => (
            <li key={capability} className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {CAPABILITY_LABELS[capability]}
            </li>
          ))}
        </ul>

        <dl className="flex flex-col gap-2 text-sm">
          <Fact term="Speed">
            <span data-testid="engine-speed">{speed ?? "Not measured yet"}</span>
          </Fact>
          <Fact term="Languages">
            <EngineLanguages codes={engine.languages} />
          </Fact>
          <Fact term="Voices">
            <span data-testid="engine-voices">{voiceCountText(engine.voice_count)}</span>
          </Fact>
          <Fact term="Models">
            {engine.model_ids.length === 0 ? (
              <span className="text-muted-foreground">None</span>
            ) : (
              <span className="flex flex-wrap gap-1.5" data-testid="engine-models">
                {engine.model_ids.map((id) => (
                  <code key={id} className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs dark:bg-zinc-800">
                    {id}
                  </code>
                ))}
              </span>
            )}
          </Fact>
          <Fact term="Licence">
            <span data-testid="engine-license">{engine.license}</span>
          </Fact>
        </dl>
      </article>
    </li>
  );
}
