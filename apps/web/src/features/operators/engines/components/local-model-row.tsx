import type { LocalModelInfo } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { engineUseText, modelKindLabel, modelSizeText } from "../local-model-labels";
import { EngineLanguages } from "./engine-languages";
import { Fact } from "./fact";
import { LocalModelReason, LocalModelStatus } from "./local-model-status";

interface LocalModelRowProps {
  model: LocalModelInfo;
  /** Asks to remove the model (the section confirms first). */
  onRemove: (model: LocalModelInfo) => void;
  /** This model's removal is under way. */
  removing: boolean;
}

/** A model of GET /v1/admin/models: what it is, how its check went, the engine it is in use as, and Remove. */
export function LocalModelRow({ model, onRemove, removing }: LocalModelRowProps) {
  const headingId = `local-model-${model.model_id}-name`;
  return (
    <li className="flex">
      <article
        className="flex w-full flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
        data-testid="local-model"
        data-model-id={model.model_id}
        data-status={model.status}
        aria-labelledby={headingId}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold break-words">
              {model.name}
            </h3>
            <p className="text-xs text-muted-foreground">
              <span data-testid="local-model-kind">{modelKindLabel(model.kind)}</span> ·{" "}
              <code className="font-mono break-all" data-testid="local-model-id">
                {model.model_id}
              </code>
            </p>
          </div>
          <LocalModelStatus status={model.status} checkedAt={model.checked_at_unix} />
        </div>

        <LocalModelReason status={model.status} reason={model.reason} />

        <dl className="flex flex-col gap-2 text-sm">
          <Fact term="Languages">
            <EngineLanguages codes={model.languages} testId="local-model-languages" />
          </Fact>
          <Fact term="Size">
            <span data-testid="local-model-size">{modelSizeText(model.bytes)}</span>
          </Fact>
          <Fact term="Engine">
            <span data-testid="local-model-engine">
              {model.engine_id ? (
                <>
                  In use as <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs dark:bg-zinc-800">{model.engine_id}</code>
                </>
              ) : (
                <span className="text-muted-foreground">{engineUseText(null)}</span>
              )}
            </span>
          </Fact>
          <Fact term="Licence">
            <span data-testid="local-model-license">{model.license || "Not stated"}</span>
          </Fact>
        </dl>

        <div className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRemove(model)}
            disabled={removing}
            aria-label={`Remove ${model.name} (${model.model_id})`}
            data-testid="local-model-remove"
          >
            <Icon name="trash" />
            Remove
          </Button>
        </div>
      </article>
    </li>
  );
}
