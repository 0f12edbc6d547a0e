// A tool screen's view of its generation job: starts and cancels it through
// /admin/api/trabalhos/{tool} and, while it runs, polls that route every 1.5 s. The job runs on the
// server, so a reload, another tab or another device shows the same progress.
import { useEffect, useState } from "react";
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

type Answer = { job?: JobView | null; error?: string };

export function useGenerationJob(tool: JobTool, initial: JobView | null) {
  const [job, setJob] = useState<JobView | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/admin/api/trabalhos/${tool}`;
  const running = job?.status === "running";

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(url, { credentials: "same-origin" });
        const body = (await res.json().catch(() => null)) as Answer | null;
        if (stopped) return;
        if (!res.ok) {
          // Signed out or the session expired: the job goes on, the screen stops asking.
          setError(body?.error ?? OFFLINE);
          clearInterval(timer);
          return;
        }
        if (body?.job) setJob(body.job);
      } catch {
        // A dropped poll: the next one tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, url]);

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
