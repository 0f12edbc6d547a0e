import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type UserConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { claimFreeTable } from "./config/builtin-claim-free";
import { routeMatchMemo } from "./config/route-match-memo";
import { workerDevProxy } from "./config/worker-dev-proxy";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(
  async ({ command, isSsrBuild }): Promise<UserConfig> => ({
    // The built-in texts the claims check leaves whole, found once per build (app/lib/identity/claim-free.ts).
    define:
      command === "build" && isSsrBuild
        ? { __BUILTIN_CLAIM_FREE__: JSON.stringify((await claimFreeTable()).table) }
        : {},
    plugins: [
      // `npm run dev` only: the Worker entry served by Vite, before Remix's own dev handler.
      command === "serve" ? workerDevProxy() : null,
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
      tailwindcss(),
      routeMatchMemo(),
      tsconfigPaths(),
    ],
    // The server bundle runs in workerd, not Node, in production and `npm start` (in Node under `npm run dev`).
    ssr:
      command === "build"
        ? {
            resolve: {
              conditions: ["workerd", "worker", "browser"],
              externalConditions: ["workerd", "worker"],
            },
            noExternal: true,
            target: "webworker",
          }
        : {},
    resolve: {
      mainFields: ["browser", "module", "main"],
      // The server needs react-dom/server only: config/react-dom-on-server.ts says why.
      alias:
        command === "build" && isSsrBuild
          ? [{ find: /^react-dom$/, replacement: new URL("./config/react-dom-on-server.ts", import.meta.url).pathname }]
          : [],
    },
    build: {
      minify: true,
      // PROFILE_SOURCEMAP=1 npm run build: the server build's map, which wrangler's bundler chains
      // into build/worker/index.js.map, so scripts/profile-render.ts names each function's source file.
      sourcemap: process.env.PROFILE_SOURCEMAP === "1",
      // enhance.js must stay a file: the CSP does not allow data: scripts.
      assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined),
    },
  }),
);
