// Built-in texts (place pages, kits, home) state a commercial claim only when the seller's
// confirmed claims back it: the deadlines, speeds and same-day promises once written straight
// into content/ leave no trace while he has not confirmed them, and a confirmed one still shows.
import { defaultIdentity } from "@content/business";
import { claimed } from "@content/claimed";
import { home } from "@content/home";
import { kits } from "@content/kits";
import { allLocations } from "@content/locations";
import { describe, expect, it } from "vitest";
import { checkSentenceRules, sentencesOf } from "~/lib/claims/claims-check";
import { claimFactsOf } from "~/lib/claims/facts";
import { withIdentity } from "~/lib/identity/identity.server";

/** Every string of a content value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const HARD_CODED = [
  /2 a 4 horas/,
  /no mesmo dia/,
  /cheg\w* rápido/,
  /rodam por .* todos os dias/,
  /abre\w* em (cerca de )?4 segundos/,
];

describe("built-in texts and the seller's claims", () => {
  const pages = [
    ...allLocations.map((l) => ({ value: l, city: l.city })),
    ...kits.map((k) => ({ value: k, city: undefined })),
  ];

  it("with nothing confirmed, no hard-coded deadline, speed or same-day promise is shown", () => {
    const raw = pages.flatMap((p) => strings(p.value)).join("\n");
    // The texts do hold them (the filter, not the content, is what this tests).
    expect(HARD_CODED.filter((re) => re.test(raw)).length).toBeGreaterThanOrEqual(3);
    // One assertion over every shown string (an expect per string and pattern, ~46,000 of them,
    // cost a second): the list names each string that still holds one.
    const promising = withIdentity(defaultIdentity, () =>
      pages
        .flatMap((p) => strings(claimed(p.value, { city: p.city })))
        .filter((text) => HARD_CODED.some((re) => re.test(text))),
    );
    expect(promising).toEqual([]);
  });

  it("with nothing confirmed, no shown sentence states a commercial claim the check would remove", () => {
    const facts = claimFactsOf(defaultIdentity, new Date());
    const commercial =
      /^(avaliação|depoimento|preço|garantia|prazo|velocidade|tempo de empresa|clientes|atendimento 24h|parcelamento|serviço não confirmado|estatística)/;
    withIdentity(defaultIdentity, () => {
      const shown = [...pages.flatMap((p) => strings(claimed(p.value, { city: p.city }))), ...strings(claimed(home))];
      const stating = shown
        .filter((t) => /[.!?]$/.test(t.trim()))
        .flatMap(sentencesOf)
        .filter((s) =>
          checkSentenceRules(s, facts).findings.some((f) => f.verdict === "remove" && commercial.test(f.kind)),
        );
      expect(stating).toEqual([]);
    });
  });

  it("a claim the seller confirmed still shows, read from his data", () => {
    const identity = {
      ...defaultIdentity,
      claims: { ...defaultIdentity.claims, responseHours: 4, emergency24h: true },
    };
    const text = "Damos retorno em até 4 horas. Atendimento emergencial 24h, todos os dias.";
    expect(withIdentity(identity, () => claimed(text))).toBe(text);
    expect(withIdentity(defaultIdentity, () => claimed(text))).toBe("");
    const mixed = "O portão fica pronto em 2 a 4 horas. A fotocélula protege o carro.";
    expect(withIdentity(identity, () => claimed(mixed))).toBe("A fotocélula protege o carro.");
  });
});

describe("the company's name", () => {
  it("comes from the identity in the place pages' 'Por que escolher' heading", async () => {
    const { createElement } = await import("react");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { ReasonsToChoose } = await import("~/components/LandingSections");
    const renamed = { ...defaultIdentity, name: "Portões Silva" };
    const html = withIdentity(renamed, () =>
      renderToStaticMarkup(createElement(ReasonsToChoose, { place: "em Moema", city: "São Paulo" })),
    );
    expect(html).toContain("Por que escolher a Portões Silva em Moema");
    expect(html).not.toContain("Motores PPA");
  });
});
