import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as original from "@remix-run/router";
import { afterAll, describe, expect, it } from "vitest";
import { routeMatchMemo } from "../../config/route-match-memo";

type Router = typeof original;
type Route = original.AgnosticRouteObject;

// The shapes of this app's route tree (app/routes): a pathless public layout with an index,
// static and dynamic segments, a splat and a dotted file name; the admin beside it.
const routes: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "routes/_site",
        children: [
          { id: "routes/_site._index", index: true },
          { id: "routes/_site.$slug", path: ":slug" },
          { id: "routes/_site.cidades._index", path: "cidades", index: true },
          { id: "routes/_site.cidades.$slug", path: "cidades/:slug" },
          { id: "routes/_site.links-uteis.$slug", path: "links-uteis/:slug" },
          { id: "routes/_site.obras.$id", path: "obras/:id" },
          { id: "routes/_site.garantia", path: "garantia" },
          { id: "routes/_site.$", path: "*" },
        ],
      },
      {
        id: "routes/admin",
        path: "admin",
        children: [
          { id: "routes/admin._index", index: true },
          { id: "routes/admin.painel", path: "painel" },
          { id: "routes/admin.paginas.$slug.editar", path: "paginas/:slug/editar" },
          { id: "routes/admin.paginas.$slug.versoes.$rev", path: "paginas/:slug/versoes/:rev" },
        ],
      },
      { id: "routes/sitemap.$part[.]xml", path: "sitemap/:part.xml" },
      { id: "routes/sitemap[.]xml", path: "sitemap.xml" },
      { id: "routes/rum", path: "rum", caseSensitive: true },
    ],
  },
];

const paths = [
  "/",
  "/garantia",
  "/GARANTIA",
  "/garantia/",
  "/motor-ppa-osasco",
  "/cidades",
  "/cidades/santo-andre",
  "/cidades/s%C3%A3o-paulo",
  "/links-uteis/guia-de-manutencao-1",
  "/obras/42",
  "/nao/existe/aqui",
  "/admin",
  "/Admin/Painel",
  "/admin/paginas/guia/editar",
  "/admin/paginas/guia/versoes/3",
  "/sitemap.xml",
  "/sitemap/2.xml",
  "/rum",
  "/RUM",
];

/** What a match list says: the routes, their params and pathnames (the objects, not identities). */
const summary = (matches: original.AgnosticRouteMatch[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

const dir = mkdtempSync(path.join(os.tmpdir(), "route-match-memo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function transformed(ssr: boolean): Promise<{ code: string } | null> {
  const source = readFileSync("node_modules/@remix-run/router/dist/router.js", "utf8");
  const plugin = routeMatchMemo() as { transform: (code: string, id: string, o: { ssr: boolean }) => unknown };
  return plugin.transform(source, "/x/node_modules/@remix-run/router/dist/router.js", { ssr }) as {
    code: string;
  } | null;
}

describe("route-match-memo (config/route-match-memo.ts, the server build's route matching)", () => {
  it("matches every path exactly as React Router does, on the first call and on the memoised ones", async () => {
    const out = await transformed(true);
    expect(out?.code).toContain("function compilePathEachTime(");
    expect(out?.code).toContain("let branches = rankedBranches(routes);");
    const file = path.join(dir, "router.mjs");
    // Without the source map comment (the map is not copied beside it).
    writeFileSync(file, out!.code.replace(/^\/\/# sourceMappingURL=.*$/m, ""));
    const memo = (await import(pathToFileURL(file).href)) as Router;

    const converted = original.UNSAFE_convertRoutesToDataRoutes(routes, () => ({ hasErrorBoundary: false }));
    for (let round = 0; round < 3; round++) {
      for (const p of paths) {
        const expected = summary(original.matchRoutes(converted, p));
        expect(summary(memo.matchRoutes(converted, p)), `${p}, round ${round}`).toEqual(expected);
        // A fresh array of the same routes (what RemixServer builds per render) gives the same.
        expect(summary(memo.matchRoutes([...converted], p)), `${p}, fresh array`).toEqual(expected);
      }
    }
    // Patterns the memo has compiled before, asked again with other options, are not confused.
    for (const p of ["/garantia", "/GARANTIA", "/garantia/mais"]) {
      for (const caseSensitive of [false, true])
        for (const end of [false, true])
          expect(memo.matchPath({ path: "/garantia", caseSensitive, end }, p)).toEqual(
            original.matchPath({ path: "/garantia", caseSensitive, end }, p),
          );
    }
    // The app's real tree resolves the cases a visitor meets.
    expect(summary(memo.matchRoutes(converted, "/"))?.at(-1)?.id).toBe("routes/_site._index");
    expect(summary(memo.matchRoutes(converted, "/Admin/Painel"))?.at(-1)?.id).toBe("routes/admin.painel");
    expect(summary(memo.matchRoutes(converted, "/RUM"))?.at(-1)?.id).toBe("routes/_site.$slug");
  });

  it("leaves the browser bundle's router alone (lazy route discovery adds routes to its arrays)", async () => {
    expect(await transformed(false)).toBeNull();
  });

  it("fails the build when the router's code it rewrites has changed", () => {
    const plugin = routeMatchMemo() as { transform: (code: string, id: string, o: { ssr: boolean }) => unknown };
    expect(() =>
      plugin.transform("export {}", "/n/node_modules/@remix-run/router/dist/router.js", { ssr: true }),
    ).toThrow(/changed; review config\/route-match-memo\.ts/);
  });
});
