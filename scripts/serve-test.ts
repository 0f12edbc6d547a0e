// Serves the built Worker through the test harness (Miniflare, temporary KV) until killed.
import { startWorker } from "../harness/worker";

// PERSIST_DIR (absolute) keeps the state between runs; unset, a temporary directory is used.
const w = await startWorker({ persistDir: process.env.PERSIST_DIR || undefined });
console.log(w.url);
process.on("SIGTERM", () => void w.dispose().then(() => process.exit(0)));
