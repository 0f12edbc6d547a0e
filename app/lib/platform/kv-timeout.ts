const KV_TIMEOUT_MS = 2_000;

/** A KV call that has not answered in 2 s fails, so a request never hangs on the store. */
export function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`KV ${what} timed out after ${KV_TIMEOUT_MS} ms`)), KV_TIMEOUT_MS);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
