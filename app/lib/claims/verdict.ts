// The verdict on a sentence about the business: each thing it says (a topic, meaning.ts) must be
// backed by a rule that found it agreeing with a confirmed claim; a topic the seller has no field
// for (reputation, credentials, team size, comparisons, people, quotes) is always his to decide.
// Flagged findings name the confirmed claim they contradict or lack (`claim`).
import { KIT_TYPES } from "@content/claims";
import { formatBRL } from "@content/claims";
import type { AboutBusiness, Topic } from "./business";
import { type ClaimFacts, type ClaimKind, type Finding, UNCONFIRMED, remove } from "./rule-kit";

/** Which rule kinds, agreeing, back a topic; "always": the site's own data backs it (places, services, contact). */
const BACKED_BY: Record<Topic, readonly ClaimKind[] | "always"> = {
  reputação: [],
  clientes: ["clientes atendidos"],
  credenciais: [],
  "equipe e porte": [],
  experiência: ["tempo de empresa", "clientes atendidos"],
  horário: ["atendimento 24h"],
  prazo: ["prazo de atendimento"],
  dinheiro: ["preço", "parcelamento", "instalação grátis"],
  garantia: ["garantia"],
  cobertura: [],
  pagamento: [],
  comparação: [],
  lugar: "always",
  área: [],
  serviços: "always",
  contato: "always",
};

/** The kind a flagged topic is reported as, and why (for the seller). */
const FLAG: Record<Topic, { kind: ClaimKind; reason: string }> = {
  reputação: { kind: "reputação", reason: "fala da reputação, de avaliações ou de elogios à empresa" },
  clientes: { kind: "clientes atendidos", reason: `fala dos clientes da empresa: ${UNCONFIRMED}` },
  credenciais: { kind: "credenciais", reason: "cita certificados, credenciais, prêmios ou parcerias da empresa" },
  "equipe e porte": { kind: "equipe e porte", reason: "fala do tamanho da empresa, da equipe ou dos veículos" },
  experiência: { kind: "tempo de empresa", reason: `fala da experiência ou da história da empresa: ${UNCONFIRMED}` },
  horário: { kind: "horário", reason: "fala de horários ou da disponibilidade da empresa" },
  prazo: { kind: "prazo de atendimento", reason: `promete um prazo de resposta ou de chegada: ${UNCONFIRMED}` },
  dinheiro: { kind: "preço", reason: `fala de preço, pagamento, desconto ou reembolso: ${UNCONFIRMED}` },
  garantia: { kind: "garantia", reason: `fala de garantia ou de devolução: ${UNCONFIRMED}` },
  cobertura: { kind: "garantia", reason: `diz o que a garantia cobre: ${UNCONFIRMED}` },
  pagamento: { kind: "parcelamento", reason: `forma ou condição de pagamento ${UNCONFIRMED}` },
  comparação: { kind: "comparação", reason: "compara a empresa com outras" },
  lugar: { kind: "lugar fora da área", reason: "nega ou restringe os lugares atendidos" },
  área: {
    kind: "lugar fora da área",
    reason: "diz que atende todos os lugares de uma região: os lugares atendidos são os seus",
  },
  serviços: { kind: "sobre a empresa", reason: "nega ou restringe os serviços da empresa" },
  contato: { kind: "sobre a empresa", reason: "nega ou restringe o contato com a empresa" },
};

/** The seller's confirmed claim of a kind, as he reads it in "Ofertas e garantias"; null when he has none. */
export function confirmedClaim(kind: ClaimKind, f: ClaimFacts): string | null {
  const c = f.claims;
  switch (kind) {
    case "garantia": {
      const w = c.warranty;
      const parts = [
        w.factoryYears !== null ? `${w.factoryYears} ano(s) de fábrica` : null,
        w.extendedYears !== null ? `${w.extendedYears} ano(s) estendida` : null,
        w.serviceDays !== null ? `${w.serviceDays} dias no serviço` : null,
        c.express.warrantyMonths !== null && c.express.price !== null
          ? `${c.express.warrantyMonths} meses na Manutenção Express`
          : null,
      ].filter(Boolean);
      return parts.length ? `Garantia confirmada: ${parts.join("; ")}` : null;
    }
    case "prazo de atendimento":
      return c.responseHours !== null ? `Retorno confirmado: em até ${c.responseHours} hora(s)` : null;
    case "tempo de empresa":
      return c.foundedYear !== null ? `Fundação confirmada: ${c.foundedYear}` : null;
    case "clientes atendidos":
      return c.customersServed !== null ? `Clientes atendidos confirmados: ${c.customersServed}` : null;
    case "atendimento 24h":
    case "horário":
      return c.emergency24h ? "Atendimento 24h confirmado" : null;
    case "parcelamento":
      return c.instalments !== null ? `Parcelamento confirmado: até ${c.instalments}x` : null;
    case "preço": {
      const prices = KIT_TYPES.map((k) => c.kitPrices[k] !== null && `kit ${k} ${formatBRL(c.kitPrices[k]!)}`);
      if (c.express.price !== null) prices.push(`Manutenção Express ${formatBRL(c.express.price)}`);
      const list = prices.filter(Boolean);
      return list.length ? `Preços confirmados: ${list.join("; ")}` : null;
    }
    case "instalação grátis":
      return c.freeInstallCities.length ? `Instalação grátis confirmada em: ${c.freeInstallCities.join(", ")}` : null;
    default:
      return null;
  }
}

/** The findings of the rules, with what the sentence says about the business that nothing backs. */
export function judge(rules: Finding[], about: AboutBusiness, f: ClaimFacts): Finding[] {
  const out = [...rules];
  // A sentence that denies or restricts ("não atendemos Osasco", "só à vista") agrees with nothing.
  const denies = about.negated && (about.subject !== null || about.topics.length > 0);
  const agreed = new Set(denies ? [] : rules.filter((x) => x.verdict === "agrees").map((x) => x.kind));
  const flagged = new Set(rules.filter((x) => x.verdict === "remove").map((x) => x.kind));
  if (about.person && !flagged.has("pessoa"))
    out.push(remove("pessoa", `cita uma pessoa (${about.person}) que você não cadastrou`));
  if (about.unknown && !about.person && !flagged.has("pessoa") && !flagged.has("lugar fora da área"))
    out.push(
      remove("pessoa", `cita um nome (${about.unknown}) que não está nos seus dados: pessoa ou lugar não atendido`),
    );
  if (about.speech && !flagged.has("depoimento") && !flagged.has("pessoa"))
    out.push(remove("citação", "traz a fala de alguém (citação ou depoimento) que você não cadastrou"));
  for (const topic of about.topics) {
    const backers = BACKED_BY[topic];
    if ((backers === "always" && !denies) || (backers !== "always" && backers.some((k) => agreed.has(k)))) continue;
    const { kind, reason } = FLAG[topic];
    if (flagged.has(kind) || out.some((x) => x.kind === kind && x.verdict === "remove")) continue;
    out.push(remove(kind, reason));
  }
  // The company speaking of itself beyond its trade, with nothing a rule found agreeing: the seller decides.
  const flaggedNow = out.some((x) => x.verdict === "remove");
  if (about.subject !== null && !flaggedNow && (denies || (agreed.size === 0 && !about.plainService)))
    out.push(
      remove(
        "sobre a empresa",
        denies
          ? "nega ou restringe algo sobre a empresa que você não confirmou"
          : "fala da empresa sem um fato que você confirmou",
      ),
    );
  return out.map((x) => {
    if (x.verdict !== "remove" || x.claim !== undefined) return x;
    const claim = confirmedClaim(x.kind, f);
    return claim ? { ...x, claim } : x;
  });
}
