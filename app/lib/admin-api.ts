// Browser helpers of the batch tools: one POST per item to an /admin/api route, read as JSON.

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

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

/** Batch result item (spec §3): success flag, title, error text; `skipped` when the slug existed. */
export interface BatchItem {
  index: number;
  title: string;
  slug: string;
  success: boolean;
  skipped: boolean;
  error?: string;
  /** AI tokens billed for this item (AI tools only). */
  tokens?: number;
  /** AI requests made for this item, retries included. */
  attempts?: number;
  /** Saved as a draft, not published: too similar to a published page (`note` says which). */
  draft?: boolean;
  note?: string;
}
