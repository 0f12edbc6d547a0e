// A tool screen's view of its generation job: starts and cancels it through
// /admin/api/trabalhos/{tool} and, while it runs, polls that route every 1.5 s for the items it
// does not have yet (`?depois=N`). The job runs on the server, so a reload, another tab or another
// device shows the same progress.
import { useEffect, useRef, useState } from "react";
import type { JobTool, JobView } from "~/lib/jobs/jobs";

/** One POST of form fields, read as JSON; status 0 when the server could not be reached. */
export async function postJson<T>(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: T | null }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    const res = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
    const body = (await res.json().catch(() => null)) as T | null;
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

const POLL_MS = 1500;
const OFFLINE = "Sem conexão com o servidor. A geração continua; recarregue a página para ver o progresso.";

type Answer = { job?: JobView | null; error?: string; after?: number };

/** A poll's answer holds only the items after `after`: added to those already shown (same job). */
export function mergeJob(current: JobView | null, next: JobView, after: number): JobView {
  if (after < 0 || !current || current.id !== next.id) return next;
  return { ...next, items: [...current.items.filter((i) => i.index <= after), ...next.items] };
}

const lastIndex = (job: JobView | null) => (job && job.items.length > 0 ? job.items[job.items.length - 1]!.index : -1);

export function useGenerationJob(tool: JobTool, initial: JobView | null) {
  const [job, setJob] = useState<JobView | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/admin/api/trabalhos/${tool}`;
  const running = job?.status === "running";

  const jobId = job?.id;
  const seen = useRef(job);
  seen.current = job;
  useEffect(() => {
    if (!running || !jobId) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const after = lastIndex(seen.current);
        const res = await fetch(`${url}?depois=${after}`, { credentials: "same-origin" });
        const body = (await res.json().catch(() => null)) as Answer | null;
        if (stopped) return;
        if (!res.ok) {
          // Signed out or the session expired: the job goes on, the screen stops asking.
          setError(body?.error ?? OFFLINE);
          clearInterval(timer);
          return;
        }
        const next = body?.job;
        if (next) setJob((current) => mergeJob(current, next, body.after ?? -1));
      } catch {
        // A dropped poll: the next one tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, jobId, url]);

  async function send(fields: Record<string, string>) {
    setBusy(true);
    const { status, body } = await postJson<Answer>(url, fields);
    setBusy(false);
    if (body?.job !== undefined) setJob(body.job);
    setError(body?.error ?? (status === 0 ? OFFLINE : null));
  }

  return {
    job,
    error,
    busy,
    running,
    start: (fields: Record<string, string> = {}) => send({ intent: "start", ...fields }),
    cancel: () => send({ intent: "cancel" }),
  };
}
