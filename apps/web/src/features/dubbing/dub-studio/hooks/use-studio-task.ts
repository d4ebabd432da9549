import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "#lib/handle-error";

/** What a task's steps are given: the stage to show (and the title of its failure), and the signal that stops it. */
export interface TaskStep {
  stage: (text: string, failure: string) => void;
  signal: AbortSignal;
}

export type TaskOutcome = { kind: "done"; message: string } | { kind: "failed"; title: string; message: string };

export interface StudioTask {
  /** Which task runs ("redub:seg_1", "add-language"…), null when none does. */
  running: string | null;
  /** The stage the running task is at ("Speaking the line…"). */
  stage: string | null;
  /** How the last task ended, until the next one starts or it is dismissed. */
  outcome: TaskOutcome | null;
  /** Runs the steps (they answer what to say when done); refused while another task runs, so a double click sends nothing twice. */
  run: (key: string, steps: (step: TaskStep) => Promise<string>) => void;
  dismiss: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The studio's one task at a time (a re-dub, a voice change, a language added: each a few calls
 * and a render to wait for), with the stage it is at and how it ended. Leaving the page stops it.
 */
export function useStudioTask(): StudioTask {
  const [running, setRunning] = useState<string | null>(null);
  const [stage, setStage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TaskOutcome | null>(null);
  // Claimed synchronously, so two clicks in one tick start one task.
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback((key: string, steps: (step: TaskStep) => Promise<string>) => {
    if (current.current) return;
    const controller = new AbortController();
    current.current = controller;
    let failure = "It could not be done";
    setRunning(key);
    setOutcome(null);
    const step: TaskStep = {
      signal: controller.signal,
      stage: (text, failTitle) => {
        failure = failTitle;
        if (!controller.signal.aborted) setStage(text);
      },
    };
    void steps(step)
      .then(
        (message) => setOutcome({ kind: "done", message }),
        (error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) setOutcome({ kind: "failed", title: failure, message: errorMessage(error) });
        },
      )
      .finally(() => {
        current.current = null;
        setRunning(null);
        setStage(null);
      });
  }, []);

  const dismiss = useCallback(() => setOutcome(null), []);
  return { running, stage, outcome, run, dismiss };
}
