import { existsSync } from "node:fs";

/** Tests run the built Worker: `npm test` builds first; a bare `vitest` run needs `npm run build`. */
export default function setup() {
  if (!existsSync("build/worker/index.js") || !existsSync("build/client")) {
    throw new Error("No build found: run `npm run build` (or `npm test`, which builds first).");
  }
}
