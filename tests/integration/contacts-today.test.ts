// His numbers agree: "Desempenho no Google" and "Cada página vale a pena?" count a contact made
// today as "Contatos" lists it, though Search Console's newest day is ~2 days back, and each
// screen says which days its figures cover.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayLabelBr, dayOfMs, startOfDayMs } from "~/lib/insights/days";
import { refreshTotals } from "~/lib/insights/search-totals.server";
import { signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { seedSearchConsole } from "../../harness/scale-seed";
import { type RunningWorker, startWorker } from "../../harness/worker";

const NOW = Date.now();
const TODAY = dayOfMs(NOW);
// Search Console's newest day: three days back.
const END = addDays(TODAY, -3);
const PATH = "/cidades/osasco";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker();
  const db = await w.db();
  await seedSearchConsole(db, { end: END, days: 40, paths: [PATH, "/cidades/guarulhos"], queriesPerPage: 1 });
  await db.batch(refreshTotals(db));
  const lead = (ref: string, at: number) =>
    db
      .prepare(
        "INSERT INTO leads (ref, created_at, channel, path, family, device) VALUES (?1, ?2, 'whatsapp', ?3, 'cidade', 'mobile')",
      )
      .bind(ref, at, PATH);
  // One contact inside Google's days, two today (after its newest day).
  await db.batch([
    lead("dentro", startOfDayMs(addDays(END, -5)) + 3_600_000),
    lead("hoje-1", NOW - 60_000),
    lead("hoje-2", NOW - 30_000),
  ]);
  cookie = await signInCookie(w);
}, 120_000);
afterAll(async () => {
  await w?.dispose();
});

const screen = async (path: string) => getHtml(await w.fetch(path, { headers: { Cookie: cookie } }));

describe("contacts counted up to today", () => {
  it("Desempenho counts today's contacts and names the days of each figure", async () => {
    const doc = await screen("/admin/desempenho");
    const contacts = doc
      .querySelectorAll("[data-totals] > div")
      .find((d) => text(d.querySelector("dt")) === "Contatos");
    expect(text(contacts?.querySelector("dd"))).toBe("3");
    const label = text(doc);
    expect(label).toContain(`${dayLabelBr(addDays(END, -27))} a ${dayLabelBr(END)}`);
    expect(label).toContain(`até hoje (${dayLabelBr(TODAY)})`);
  });

  it("Cada página vale a pena? counts them too", async () => {
    const doc = await screen("/admin/vale-a-pena?ordem=contatos");
    expect(text(doc)).toContain(`até hoje (${dayLabelBr(TODAY)})`);
    const row = doc.querySelector(`[data-verdict="${PATH}"]`);
    expect(row, "Osasco's card").toBeTruthy();
    expect(text(row!.querySelector('[data-figure="Contatos"]'))).toBe("3");
  });
});
