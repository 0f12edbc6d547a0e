// Every route with an action — listed from app/routes, so a new one is covered the day it is
// added — refuses a POST with a foreign or missing Origin (403, the Worker entry's one check), even
// with a valid admin session, and the refusal changes nothing. The actions no longer repeat the
// check (tests/unit/single-helpers.test.ts).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { seedPages } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";

const ROUTES = path.resolve(__dirname, "../../app/routes");
const SAMPLE: Record<string, string> = { $slug: "pagina-de-teste-1", $rev: "1", $tool: "tecnico" };

/** The URL of a flat route file: `_site.` and `_index` are no segments, `$x` a sample value. */
function urlOf(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(".")
    .filter((s) => !s.startsWith("_"))
    .map((s) => SAMPLE[s] ?? (s.startsWith("$") ? "abc123" : s));
  return `/${segments.join("/")}`;
}

const actionRoutes = readdirSync(ROUTES)
  .filter((f) => /export (async )?function action|export const action/.test(readFileSync(path.join(ROUTES, f), "utf8")))
  .map(urlOf);

let w: RunningWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker();
  await seedPages(await w.kv(), 1);
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

async function state(): Promise<string> {
  const kv = await w.kv();
  const keys = (await kv.list()).keys.map((k) => k.name).sort();
  const db = await w.db();
  const counts = await db
    .prepare(
      "SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM web_vitals_daily) AS vitals",
    )
    .first();
  return JSON.stringify({ keys, counts });
}

describe("one Origin check for every write", () => {
  it("lists the routes with an action", () => {
    expect(actionRoutes.length).toBeGreaterThanOrEqual(25);
    expect(actionRoutes).toContain("/admin/painel");
    expect(actionRoutes).toContain("/links-uteis/pagina-de-teste-1");
    expect(actionRoutes).toContain("/rum");
  });

  it("every action refuses a foreign or missing Origin with 403, even signed in, and nothing changes", async () => {
    const before = await state();
    for (const url of actionRoutes) {
      for (const origin of ["https://evil.example", "null", null]) {
        const headers: Record<string, string> = { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
        if (origin) headers.Origin = origin;
        const res = await w.fetch(url, {
          method: "POST",
          body: new URLSearchParams({ intent: "excluir", slug: "pagina-de-teste-1", email: "a@b.c", password: "x" }),
          headers,
        });
        expect(res.status, `POST ${url} from ${origin}`).toBe(403);
        expect(await res.text()).toBe("Origem da requisição não permitida.");
      }
    }
    expect(await state()).toBe(before);
  });
});
