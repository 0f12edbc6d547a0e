// The admin's batch tools (content generator "processar todos", batch creator, technical
// generator) run one request per item from the browser, paced, with a progress bar. This hook is
// that loop, once: the tools only say how to process one item and what a result looks like.
import { useState } from "react";
import { sleep } from "./admin-api";

/** What one item gave: a result, or a reason to stop the whole batch (e.g. the session expired). */
export type StepOutcome<R> = { result: R } | { stop: string };

export interface BatchState<R> {
  running: boolean;
  /** Label of the item in progress. */
  current: string | null;
  /** Items in this run (0 before the first run). */
  total: number;
  results: R[];
  /** Why the last run stopped early, if it did. */
  stopped: string | null;
  /** A run has ended (completed or stopped). */
  finished: boolean;
}

const idle: BatchState<never> = {
  running: false,
  current: null,
  total: 0,
  results: [],
  stopped: null,
  finished: false,
};

export function useBatchRunner<T, R>({
  step,
  label,
  pauseMs,
  pauseAfter = () => true,
}: {
  step: (item: T, index: number) => Promise<StepOutcome<R>>;
  label?: (item: T) => string;
  /** Pause between items (spec §9 paces each tool); none after the last. */
  pauseMs: number;
  /** Whether to pause after this result (e.g. not after a skipped item that made no AI call). */
  pauseAfter?: (result: R) => boolean;
}) {
  const [state, setState] = useState<BatchState<R>>(idle);

  async function run(items: readonly T[]): Promise<{ results: R[]; stopped: string | null }> {
    const results: R[] = [];
    let stopped: string | null = null;
    setState({ ...idle, running: true, total: items.length });
    for (const [index, item] of items.entries()) {
      setState((s) => ({ ...s, current: label ? label(item) : null }));
      const outcome = await step(item, index);
      if ("stop" in outcome) {
        stopped = outcome.stop;
        break;
      }
      results.push(outcome.result);
      setState((s) => ({ ...s, results: [...results] }));
      if (index < items.length - 1 && pauseAfter(outcome.result)) await sleep(pauseMs);
    }
    setState({ running: false, current: null, total: items.length, results: [...results], stopped, finished: true });
    return { results, stopped };
  }

  return { ...state, run };
}
