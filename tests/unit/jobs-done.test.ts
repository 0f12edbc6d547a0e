// Jobs done: the form's rules (never an address, a phone or a full name; consent for the
// customer's words), the places a job shows on and how near they are said, and which pages a
// change touches.
import { describe, expect, it } from "vitest";
import { findKit } from "@content/kits";
import { findLocation } from "@content/locations";
import { defaultIdentity } from "@content/business";
import { launchChecklist } from "~/lib/identity/identity";
import { type PublicJob, findPersonalData, readJobForm, resolvePlace } from "~/lib/jobs-done/job-done";
import { changedPaths, jobsForKit, jobsForPlace, latestJobs, nearnessOf } from "~/lib/jobs-done/proof";

const NOW = new Date("2026-03-20T15:00:00Z");
const PHOTO = "abcdefghijklmnop";

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
}

const valid = {
  midia: [PHOTO],
  lugar: "Vila Mariana, São Paulo",
  produto: "deslizante",
  data: "2026-03-12",
  descricao: "Troca do motor antigo por um deslizante PPA, cremalheira nova e dois controles.",
  intent: "publicar",
};

describe("the job form", () => {
  it("accepts a job and reads what the seller picked", () => {
    const result = readJobForm(form(valid), { now: NOW });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      place: "vila-mariana",
      product: "deslizante",
      doneOn: "2026-03-12",
      status: "published",
      mediaIds: [PHOTO],
      consent: false,
    });
    expect(readJobForm(form({ ...valid, intent: "rascunho" }), { now: NOW })).toMatchObject({
      ok: true,
      input: { status: "draft" },
    });
  });

  it("names a missing or unknown place and product, keeping what was typed", () => {
    const missing = readJobForm(form({ ...valid, lugar: "", produto: "" }), { now: NOW });
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.errors.lugar).toMatch(/^Lugar:/);
    expect(missing.errors.produto).toMatch(/^Produto:/);
    expect(missing.values.descricao).toBe(valid.descricao);

    const unknown = readJobForm(form({ ...valid, lugar: "Vila Marina" }), { now: NOW });
    expect(unknown.ok).toBe(false);
    if (unknown.ok) return;
    expect(unknown.errors.lugar).toContain("“Vila Marina”");
    expect(unknown.values.lugar).toBe("Vila Marina");
  });

  it("refuses no photo and more than six, naming the limit", () => {
    const none = readJobForm(form({ ...valid, midia: [] }), { now: NOW });
    expect(none.ok || none.errors.fotos).toMatch(/pelo menos 1 foto/);
    const ids = Array.from({ length: 7 }, (_, i) => `${"abcdefghijklmno"}${"abcdefg"[i]}`);
    const seven = readJobForm(form({ ...valid, midia: ids }), { now: NOW });
    expect(seven.ok || seven.errors.fotos).toBe("No máximo 6 fotos por obra: você enviou 7. Tire as que sobram.");
  });

  it("refuses a date in the future", () => {
    const result = readJobForm(form({ ...valid, data: "2026-03-21" }), { now: NOW });
    expect(result.ok || result.errors.data).toMatch(/futuro/);
  });

  it.each([
    ["Instalado na Rua das Flores, 123 com cremalheira nova", "um endereço"],
    ["Portão da Avenida Paulista trocado por motor deslizante novo", "o nome de uma rua"],
    ["Casa nº 45, motor deslizante e dois controles novos", "um número de casa"],
    ["Condomínio no apto 12, motor novo e ajuste do portão", "um número de casa"],
    ["Entrega no CEP 04101-000, motor deslizante instalado", "um CEP"],
    ["Cliente pediu retorno no (11) 98765-4321 depois da obra", "um telefone"],
  ])("refuses personal data in the text: %s", (descricao, what) => {
    const result = readJobForm(form({ ...valid, descricao }), { now: NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.descricao).toContain(`tire ${what}`);
  });

  it("accepts measures and counts next to the word 'rua'", () => {
    for (const text of [
      "O portão dá para a rua e tem 3 metros; motor deslizante com 2 controles.",
      "Portão de garagem virado para a rua, 4 m de vão, motor instalado em 3 horas.",
    ]) {
      expect(findPersonalData(text)).toBeNull();
    }
  });

  it("takes only a first name, never a full name, and the customer's words only with consent", () => {
    const full = readJobForm(form({ ...valid, cliente: "Maria Silva", autorizado: "on" }), { now: NOW });
    expect(full.ok || full.errors.cliente).toContain("só o primeiro nome (“Maria”)");

    const surname = readJobForm(
      form({ ...valid, cliente: "Maria", depoimento: "A Maria Souza adorou o portão novo.", autorizado: "on" }),
      { now: NOW },
    );
    expect(surname.ok || surname.errors.depoimento).toContain("tire o sobrenome (“Maria Souza”)");

    const noConsent = readJobForm(form({ ...valid, cliente: "Maria", depoimento: "Ficou ótimo!" }), { now: NOW });
    expect(noConsent.ok || noConsent.errors.autorizado).toContain("O cliente autorizou publicar");

    const ok = readJobForm(form({ ...valid, cliente: "Élcio", depoimento: "Ficou ótimo!", autorizado: "on" }), {
      now: NOW,
    });
    expect(ok.ok && ok.input).toMatchObject({ firstName: "Élcio", quote: "Ficou ótimo!", consent: true });
  });

  it("finds places by their option, their name or slug, and refuses an ambiguous name", () => {
    expect(resolvePlace("Vila Mariana, São Paulo")?.slug).toBe("vila-mariana");
    expect(resolvePlace("vila mariana")?.slug).toBe("vila-mariana");
    expect(resolvePlace("Santo Andre")?.slug).toBe("santo-andre");
    expect(resolvePlace("Centro, Osasco")?.slug).toBe("centro-osasco");
    expect(resolvePlace("Centro")).toBeNull();
  });
});

let serial = 0;
function job(place: string, product: PublicJob["product"] = "deslizante", doneOn = "2026-03-01"): PublicJob {
  serial++;
  return {
    id: `job${String(serial).padStart(5, "a")}`.slice(0, 8),
    place,
    product,
    doneOn,
    description: `Obra ${serial}`,
    firstName: "",
    quote: "",
    photos: [{ id: PHOTO, width: 720, height: 540, alt: "", variants: [{ w: 720, h: 540, webp: 1 }] }],
    updatedAt: serial,
  };
}

describe("where a job shows", () => {
  const at = (slug: string) => findLocation(slug)!;

  it("says how near another place is, from the places' own data", () => {
    expect(nearnessOf(at("vila-mariana"), at("vila-mariana"))).toEqual({ nearness: "own", note: "" });
    expect(nearnessOf(at("moema"), at("vila-mariana"))?.note).toBe("bairro vizinho");
    expect(nearnessOf(at("sao-paulo"), at("vila-mariana"))?.note).toBe("bairro de São Paulo");
    expect(nearnessOf(at("vila-yara"), at("osasco"))?.note).toBe("na mesma cidade");
    expect(nearnessOf(at("interlagos"), at("vila-mariana"))?.note).toBe("também na Zona Sul");
    expect(nearnessOf(at("km-18"), at("vila-yara"))?.note).toBe("outro bairro de Osasco");
    expect(nearnessOf(at("santana"), at("vila-mariana"))).toBeNull();
    expect(nearnessOf(at("mogi-das-cruzes"), at("osasco"))).toBeNull();
  });

  it("puts a place's own jobs first, then the nearest, newest first, at most six", () => {
    const own = job("moema", "deslizante", "2026-01-01");
    const near = job("vila-mariana", "deslizante", "2026-03-01");
    const zone = job("interlagos", "deslizante", "2026-03-10");
    const far = job("santana");
    const shown = jobsForPlace(at("moema"), [zone, far, near, own]);
    expect(shown.map((s) => s.job.id)).toEqual([own.id, near.id, zone.id]);
    expect(shown.map((s) => s.note)).toEqual(["", "bairro vizinho", "também na Zona Sul"]);
    const many = Array.from({ length: 9 }, () => job("moema"));
    expect(jobsForPlace(at("moema"), many)).toHaveLength(6);
  });

  it("shows a kit page its product's jobs ('Motor PPA' every product)", () => {
    const sliding = job("osasco", "deslizante");
    const swing = job("osasco", "pivotante");
    expect(jobsForKit(findKit("motor-deslizante-ppa-osasco")!, [sliding, swing]).map((s) => s.job.id)).toEqual([
      sliding.id,
    ]);
    expect(jobsForKit(findKit("motor-ppa-osasco")!, [sliding, swing])).toHaveLength(2);
  });

  it("names every page a publication changes: its place, the nearby places, its kits, home, gallery, its page", () => {
    const posted = job("vila-yara", "deslizante", "2026-03-15");
    const paths = changedPaths([], [posted]);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/obras",
        `/obras/${posted.id}`,
        "/local/vila-yara",
        "/local/centro-osasco",
        "/cidades/osasco",
        "/motor-ppa-vila-yara",
        "/motor-deslizante-ppa-osasco",
        "/motor-ppa-osasco",
      ]),
    );
    expect(paths).not.toContain("/local/santana");
    expect(paths).not.toContain("/motor-pivotante-ppa-osasco");
    // Unpublishing changes the same pages; an edit changes them too (the text shown changed).
    expect(changedPaths([posted], [])).toEqual(paths);
    expect(
      changedPaths([posted], [{ ...posted, description: "Outro texto", updatedAt: posted.updatedAt + 1 }]),
    ).toEqual(paths);
    expect(changedPaths([posted], [posted])).toEqual([]);
  });

  it("lists the latest jobs for the home page", () => {
    const older = job("osasco", "motor", "2026-01-01");
    const newer = job("osasco", "motor", "2026-02-01");
    expect(latestJobs([older, newer], 1).map((j) => j.id)).toEqual([newer.id]);
  });
});

describe("the launch checklist", () => {
  it("recommends a first job without counting it as missing", () => {
    const items = launchChecklist(defaultIdentity, { jobsPublished: 0 });
    const first = items.at(-1)!;
    expect(first).toMatchObject({ done: false, recommended: true, href: "/admin/obras/nova" });
    expect(first.label).toContain("Publique sua primeira obra");
    expect(launchChecklist(defaultIdentity, { jobsPublished: 2 }).at(-1)).toMatchObject({ done: true });
    expect(launchChecklist(defaultIdentity).some((i) => i.recommended)).toBe(false);
  });
});

describe("the sitemap with jobs done", () => {
  it("dates the pages whose shown jobs changed, kits included, and lists the gallery and indexable job pages", async () => {
    const { allPublicLinks, sitemapGroups } = await import("~/lib/seo/public-routes");
    const at = Date.UTC(2030, 0, 2, 3, 4, 5);
    const long = { ...job("osasco"), description: Array.from({ length: 45 }, (_, i) => `palavra${i}`).join(" ") };
    const short = job("osasco");
    const shown = { jobs: [long, short], touched: { "/cidades/osasco": at, "/motor-ppa-osasco": at, "/": at } };
    const links = allPublicLinks([], shown);
    const lastmod = (p: string) => links.find((l) => l.path === p)?.lastmod;
    expect(lastmod("/cidades/osasco")).toBe("2030-01-02T03:04:05.000Z");
    expect(lastmod("/")).toBe("2030-01-02T03:04:05.000Z");
    expect(lastmod("/local/vila-yara")).not.toBe("2030-01-02T03:04:05.000Z");
    expect(links.map((l) => l.path)).toEqual(expect.arrayContaining(["/obras", `/obras/${long.id}`]));
    expect(links.map((l) => l.path)).not.toContain(`/obras/${short.id}`);
    // Kit pages stay out of sitemap.xml (their place's page is canonical) but carry the date.
    const kit = sitemapGroups([], shown)
      .find((g) => g.id === "kits")!
      .links.find((l) => l.path === "/motor-ppa-osasco");
    expect(kit?.lastmod).toBe("2030-01-02T03:04:05.000Z");
    expect(allPublicLinks([]).map((l) => l.path)).not.toContain("/obras");
  });
});
