// The day's AI tokens (D1 `ai_usage_daily`), which the generation jobs' daily budget reads
// (jobs/job-store.server.ts): a page streamed into the generator's preview adds its own.

const today = () => new Date().toISOString().slice(0, 10);

/** Adds a single page's tokens (streamed generation) to the day's total the jobs' budget reads. */
export async function addTokensToday(db: D1Database, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await db
    .prepare(
      "INSERT INTO ai_usage_daily (day, tokens) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens",
    )
    .bind(today(), tokens)
    .run();
}
