/** No model in MODELS_DIR yet: what a model is here and the two ways to add one. */
export function LocalModelsEmpty() {
  return (
    <div className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400" data-testid="local-models-empty">
      <p className="font-medium text-zinc-800 dark:text-zinc-200">No models yet</p>
      <p className="mx-auto mt-1 max-w-prose">
        Add a sherpa-onnx archive (for example a Piper voice) here or with <code className="font-mono">npm run models -- add</code>; models you add are
        checked and loaded once in a separate process before use.
      </p>
    </div>
  );
}
