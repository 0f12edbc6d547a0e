import type { Plugin } from "vite";

const ROUTER = "/@remix-run/router/dist/router.js";

/** The code rewritten, exactly as @remix-run/router 1.23 writes it; the build fails when it changes. */
const COMPILE = "function compilePath(path, caseSensitive, end) {";
const FLATTEN = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";

const MEMOS = `
// Added by config/route-match-memo.ts (server build only).
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathEachTime(path, caseSensitive, end);
    if (compiledPaths.size < 1000) compiledPaths.set(key, compiled);
  }
  return compiled;
}
const rankedBranchesOf = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesOf.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesOf.set(routes, branches);
  }
  return branches;
}
`;

/**
 * React Router's matchRoutes flattens and ranks the whole route tree and compiles a RegExp for each
 * route it tries, on every call, and a server render calls it three times (Remix's route match, the
 * static handler's query, RemixServer's <Routes>): a fifth of the home page's CPU with this app's
 * 70 routes, since "/" is tried after nearly all of them. On the server the tree is fixed for the
 * life of the build, so the server bundle keeps both results:
 * - compilePath is a pure function of (path, caseSensitive, end); its RegExp has no `g` flag, so a
 *   shared one holds no state, and its list of parameter names is only read. Paths come from the
 *   route files, so the map stays small (capped anyway).
 * - the ranked branches of a routes array, in a WeakMap: Remix builds its arrays once per request
 *   handler; RemixServer's per-render array misses, costs what it did, and is collected with it.
 * The browser bundle is left alone: lazy route discovery adds routes to the same arrays there.
 * Written as a transform rather than a patch file: a dozen lines, no postinstall step, and the build
 * fails loudly if an upgrade changes the code it relies on.
 */
export function routeMatchMemo(): Plugin {
  return {
    name: "route-match-memo",
    enforce: "pre",
    transform(code, id, options) {
      if (!options?.ssr || !id.includes(ROUTER)) return null;
      if (!code.includes(COMPILE) || !code.includes(FLATTEN))
        throw new Error(`route-match-memo: ${ROUTER} changed; review config/route-match-memo.ts`);
      return {
        code:
          code
            .replace(COMPILE, "function compilePathEachTime(path, caseSensitive, end) {")
            .replace(FLATTEN, "  let branches = rankedBranches(routes);\n") + MEMOS,
        map: null,
      };
    },
  };
}
