// Serves the built Worker through the test harness (Miniflare, temporary KV) until killed.
import { startWorker } from "../tests/support/worker";

const w = await startWorker({ persistDir: process.env.PERSIST_DIR });
console.log(w.url);
process.on("SIGTERM", () => void w.dispose().then(() => process.exit(0)));
