// A cap he can see: past an address's day budget further taps still reach WhatsApp, without a
// record, and "Contatos" says how many were not recorded today and why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { clickLink, refOf } from "../support/navigate";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ bindings: { LEAD_ADDRESS_DAILY_CAP: "2" } });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const contacts = async () => getHtml(await w.fetch("/admin/contatos", { headers: { Cookie: cookie } }));

describe("taps past an address's day budget", () => {
  // One test: the notice's absence is only true before the taps (the tests of a file run shuffled).
  it("say nothing while every tap was recorded; past the budget they still reach WhatsApp, and Contatos counts them with why", async () => {
    expect((await contacts()).querySelector("[data-unrecorded]")).toBeNull();
    const pages = ["/garantia", "/termos", "/privacidade", "/duvidas-frequentes", "/guia-completo"];
    const answers = [];
    for (const de of pages) answers.push(await clickLink(w.url, `/contato/whatsapp?de=${de}`, { ip: "203.0.113.90" }));
    // Every tap is sent to the chat; the first two carry a code, the last three were not recorded.
    expect(answers.map((a) => String(a.headers.location ?? "").startsWith("https://wa.me/"))).toEqual(
      pages.map(() => true),
    );
    expect(answers.map((a) => refOf(a) !== undefined)).toEqual([true, true, false, false, false]);
    const notice = (await contacts()).querySelector("[data-unrecorded]");
    expect(notice?.getAttribute("data-unrecorded")).toBe("3");
    expect(text(notice)).toContain("Hoje, 3 toques no WhatsApp ou no telefone não foram registrados");
    expect(text(notice)).toContain("já tinha 2 contatos registrados hoje pelo mesmo endereço de internet");
  });
});
