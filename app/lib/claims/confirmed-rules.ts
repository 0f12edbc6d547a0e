// Rules for facts the seller confirms in "Ofertas e garantias": a sentence stating one is kept
// only when it agrees with the confirmed value (warranties, response time, founding year,
// customers, 24h, instalments, prices, free installation); the kinds with no field (installation
// time, opening speed, same-day service) always go.
import type { Claims, KitType } from "@content/claims";
import { KIT_TYPES } from "@content/claims";
import { type Duration, durationsIn, numbersIn } from "./numbers-pt";
import { type Rule, type Sentence, UNCONFIRMED, agrees, has, remove } from "./rule-kit";

function warrantyDays(c: Claims): { days: number; what: string }[] {
  const out: { days: number; what: string }[] = [];
  const w = c.warranty;
  if (w.factoryYears !== null) out.push({ days: w.factoryYears * 360, what: `${w.factoryYears} ano(s) de fábrica` });
  if (w.extendedYears !== null && w.factoryYears !== null && w.extendedYears > w.factoryYears)
    out.push({ days: w.extendedYears * 360, what: `${w.extendedYears} anos estendida` });
  if (w.serviceDays !== null) out.push({ days: w.serviceDays, what: `${w.serviceDays} dias no serviço` });
  if (c.express.price !== null && c.express.warrantyMonths !== null)
    out.push({ days: c.express.warrantyMonths * 30, what: `${c.express.warrantyMonths} meses da Manutenção Express` });
  return out;
}

export const warranty: Rule = (s, f) => {
  if (!has(s, /\bgarantia|\bgarantid[oa]s?\b|\bgarantimos\b/)) return null;
  const confirmed = warrantyScope(s, warrantyDays(f.claims));
  if (has(s, /\bgarantia\s+(vitalicia|total|eterna|ilimitada|para sempre|de por vida|incondicional)/))
    return remove("garantia", "garantia sem prazo que você não oferece");
  if (has(s, /\bgarantia estendida\b|\bestende(mos)? a garantia\b/) && f.claims.warranty.extendedYears === null)
    return remove("garantia", `garantia estendida ${UNCONFIRMED}`);
  const terms = durationsIn(s.low).filter((d) => d.days !== null);
  if (terms.length === 0) {
    // "com garantia" with no term: a warranty exists only when the seller confirmed one.
    if (has(s, /\b(com|tem|oferece|oferecemos|dá|da|damos|inclui|incluem)\s+(a\s+|uma\s+|nossa\s+)?garantia\b/))
      return confirmed.length > 0
        ? agrees("garantia", "confere com a garantia confirmada")
        : remove("garantia", `garantia ${UNCONFIRMED}`);
    return null;
  }
  for (const t of terms) {
    if (!confirmed.some((c) => c.days === t.days)) {
      const said = termText(t);
      return confirmed.length === 0
        ? remove("garantia", `garantia de ${said} ${UNCONFIRMED}`)
        : remove(
            "garantia",
            `garantia de ${said} não confere com a confirmada (${confirmed.map((c) => c.what).join("; ")})`,
          );
    }
  }
  return agrees("garantia", "confere com a garantia confirmada");
};

/** The warranties a sentence can mean: the motor's (factory, extended) or a service's. */
function warrantyScope(s: Sentence, all: ReturnType<typeof warrantyDays>): ReturnType<typeof warrantyDays> {
  // "garantia do serviço" says which one, whatever else the sentence names.
  if (/\bgarantia (do|de|no|nos) (servico|conserto|reparo)|\bgarantia da (instalacao|mao de obra)/.test(s.low))
    return all.filter((w) => w.what.includes("no serviço") || w.what.includes("Express"));
  const product = /\b(motor|motores|fabrica|equipamento|kit|central|aparelho|estendid|manutencao preventiva)/.test(
    s.low,
  );
  const service = /\b(servico|servicos|conserto|reparo|instalacao|mao de obra|troca|visita|pecas)\b/.test(s.low);
  if (product) return all.filter((w) => !w.what.includes("no serviço"));
  if (service) return all.filter((w) => w.what.includes("no serviço") || w.what.includes("Express"));
  return all;
}

function termText(d: Duration): string {
  if (d.days !== null)
    return d.days % 360 === 0
      ? `${d.days / 360} ano(s)`
      : d.days % 30 === 0
        ? `${d.days / 30} mês(es)`
        : `${d.days} dias`;
  return `${d.hours} hora(s)`;
}

const RESPONSE_WORDS =
  /\b(tecnicos?|equipes?|respond|resposta|retorn|atend|cheg|visita|tecnico[s]? (no local|na sua|em sua|vai)|deslocamento|socorro|chamado|estamos (ai|la)|aparece)/;

const IMMEDIATE = /\bimediat[oa]s?\b|\bimediatamente\b/;
const SERVICE_ACT =
  /\b(contato|pedido|ligac\w*|mensage\w*|caminho|saida|servico|conserto|instalac\w*|soluc\w*|orcamento|troca|reparo|suporte|ajuda|assistencia|a gente|nos|estamos|vamos|vou|saimos|sai)\b/;

const TERM_24 = /\b(em|ate|dentro de|apos|depois de|prazo de|mais de|menos de)\s+(ate\s+)?(24|vinte e quatro)\b/;
// A time of day ("das 7h30 às 17h", "até as 18h", "8h30"): when the company is open, not a term.
const CLOCK_TIME =
  /\b(das|as|ate as|a partir das|apos as|depois das|antes das|entre as)\s+\d{1,2}\s?h(\d{2})?\b|\b\d{1,2}h\d{2}\b/g;

export const responseTime: Rule = (s, f) => {
  if (
    has(
      s,
      /\bmesmo dia\b|\bno dia seguinte\b|\bem poucas horas\b|\bem minutos\b|\bna hora\b(?! d)|\bem tempo recorde\b|\bchega(m|mos)? (rapido|logo|depressa)|\batendimento (rapido|agil|expresso|relampago)|\b(rodam|rodamos|circulam|estao) (por|pelo|pela|em) .{0,40}todos os dias\b/,
    )
  )
    return remove("prazo de atendimento", `prazo de atendimento ou chegada ${UNCONFIRMED}`);
  // "Imediato" is a promise when said of a service ("atendimento imediato", "saída imediata do
  // técnico"); of what the owner must do ("pede desligamento imediato") it is advice.
  if (IMMEDIATE.test(s.low) && (RESPONSE_WORDS.test(s.low) || SERVICE_ACT.test(s.low)))
    return remove("prazo de atendimento", `prazo de atendimento ou chegada ${UNCONFIRMED}`);
  if (!RESPONSE_WORDS.test(s.low)) return null;
  // "Atendimento 24h" is when the company is open (the emergency rule), not a term to reply in.
  const open = !TERM_24.test(s.low);
  // A reply term in days ("respondidos em até dois dias úteis") is a term in hours too; in a
  // sentence about a warranty, days are the warranty's ("90 dias de garantia… o técnico retorna").
  const replyWords = /\b(respond|resposta|retorn)/.test(s.low) && !/\bgarantia\b/.test(s.low);
  const hours = durationsIn(s.low.replace(CLOCK_TIME, " "))
    .map((d) => (d.hours === null && replyWords && d.days !== null ? { ...d, hours: d.days * 24 } : d))
    .filter((d) => d.hours !== null && !(open && d.hours === 24));
  if (hours.length === 0) return null;
  const confirmed = f.claims.responseHours;
  // A time said of the reply ("retorno em até 4 horas") is the confirmed claim; said of a
  // technician or a visit, it promises an arrival the seller never gave; of the gate working
  // again, a completion time.
  const reply = /\b(respond|resposta|retorn)/.test(s.low);
  if (
    !reply &&
    /\b(cheg|visita|no local|deslocamento|estamos (ai|la)|aparece|tecnicos?|equipes?|instaladore?s?|funcionando|consertad[oa]|resolvid[oa])\b/.test(
      s.low,
    )
  )
    return remove(
      "prazo de atendimento",
      "promete um técnico no local ou o serviço pronto num prazo: o que você confirmou é o prazo de retorno",
    );
  if (confirmed === null) return remove("prazo de atendimento", `prazo de retorno ${UNCONFIRMED}`);
  // The confirmed term agrees; a faster one promises what he never gave, and a slower one ("em
  // até quarenta e oito horas" against 4) tells the customer a term he did not set: both his to decide.
  if (hours.every((h) => h.hours === confirmed))
    return agrees("prazo de atendimento", `confere com o retorno confirmado (${confirmed} h)`);
  return hours.some((h) => (h.hours ?? 0) < confirmed)
    ? remove("prazo de atendimento", `promete retorno mais rápido que o confirmado (até ${confirmed} horas)`)
    : remove("prazo de atendimento", `diz um prazo de retorno diferente do confirmado (até ${confirmed} horas)`);
};

export const installTime: Rule = (s) => {
  // A time said of the reply is the response claim (responseTime), not a service's length.
  if (has(s, /\b(respond|resposta|retorn)/)) return null;
  // A guide's hedged estimate about any instance ("a instalação de um kit costuma levar…") is no
  // promise of ours; "a instalação costuma levar…" on the seller's page is.
  if (
    has(s, /\b(costuma|costumam|geralmente|em geral|normalmente|em media|pode levar|podem levar|varia|depende)\b/) &&
    has(s, /\b(de|d)?\s?(um|uma) (kit|motor|portao|central|automatizador|sistema|modelo)\b/) &&
    !has(s, /\b\w+(amos|emos|imos)\b|\bnoss[oa]s?\b|\ba gente\b/)
  )
    return null;
  // "2 a 4 horas", "entre 2 e 4 horas": a service's length, a promise with no field of its own.
  if (has(s, /\b\d+\s+(a|e|ou)\s+\d+\s*(h|horas|minutos)\b/) && !has(s, /\b(respond|resposta|retorn)/))
    return remove("prazo de instalação", `prazo de serviço ${UNCONFIRMED}`);
  if (
    has(
      s,
      /\b(instal|montag|troca|substitu|conserto|repar|automatiz)\w*\b.{0,50}\b(em|leva\w*|dura\w*|demora\w*|pronto em|pronta em)\s+(de\s+|apenas\s+|so\s+|cerca de\s+|ate\s+|menos de\s+)?(uma manha|uma tarde|um dia|\d+|um|uma|duas|tres|quatro|poucas|algumas)\s*(h|horas?|minutos?|dias?)?\b/,
    ) &&
    /\b(h|horas?|minutos?|dias?|manha|tarde)\b/.test(s.low)
  )
    return remove("prazo de instalação", `prazo de instalação ${UNCONFIRMED}`);
  if (
    has(
      s,
      /\b(pront[oa]s?|resolvid[oa]s?|funcionando|concluid[oa]s?|terminad[oa]s?|instalad[oa]s?)\s+em\s+(apenas\s+|so\s+|cerca de\s+|ate\s+|menos de\s+)?(\d+|[a-z]+)\s*(h|horas?|minutos?|dias?)\b|\bem (uma manha|uma tarde|um dia util|um unico dia)\b/,
    )
  )
    return remove("prazo de instalação", `prazo de serviço ${UNCONFIRMED}`);
  if (
    has(
      s,
      /\b(abre|abrem|fecha|fecham|abertura|fechamento)\b.{0,40}\b\d+(,\d+)?\s*(s|seg|segundos?)\b|\b(abre|fecha)\w* em (poucos|tres|quatro|cinco|seis|dez) segundos/,
    ) &&
    // A warning about a moving gate ("fecha em poucos segundos, por isso ninguém deve…"), not a speed sold.
    !has(s, SAFETY_WARNING)
  )
    return remove("velocidade do portão", "velocidade de abertura que não vem dos seus dados");
  return null;
};

export const companyAge: Rule = (s, f) => {
  const since =
    /\b(desde|fundada em|fundados em|fundado em|nascemos em|comecamos em|inaugurada em)\s+((19|20)\d{2})\b/.exec(s.low);
  const yearsOf =
    /\b(ha|com|temos|tem|possui|possuimos|sao|acumula|acumulamos)\s+(mais de\s+|quase\s+|cerca de\s+)?([a-z0-9 ]+?)\s+anos\b.{0,40}|\b([a-z0-9]+)\s+anos\s+(de|no)\s+(experiencia|mercado|estrada|historia|tradicao|atuacao|atividade)/.exec(
      s.low,
    );
  const founded = f.claims.foundedYear;
  // Years of a person ("cada técnico tem 8 anos de experiência"): no confirmed claim says that.
  if (
    (since || yearsOf) &&
    /\b(tecnicos?|instaladore?s?|profissiona(l|is)|funcionarios?|eletricistas?|cada um|montadores?)\b/.test(s.low)
  )
    return remove("tempo de empresa", `experiência da equipe ${UNCONFIRMED}`);
  if (since) {
    const y = Number(since[2]);
    if (founded === null) return remove("tempo de empresa", `ano de fundação ${UNCONFIRMED}`);
    return y === founded
      ? agrees("tempo de empresa", `confere com a fundação (${founded})`)
      : remove("tempo de empresa", `ano ${y} não confere com a fundação confirmada (${founded})`);
  }
  if (!yearsOf)
    return has(s, /\b(decadas|anos) de (experiencia|mercado|tradicao)|\blonga experiencia|\bempresa tradicional/)
      ? remove("tempo de empresa", `experiência ${UNCONFIRMED}`)
      : null;
  // "há N anos": only about the company (a motor's age is technical, not a claim).
  if (
    !/\b(experiencia|mercado|estrada|historia|tradicao|atuacao|atividade|atuamos|trabalhamos|atendemos|instalamos|empresa|somos|estamos|existimos|fazemos)\b/.test(
      s.low,
    )
  )
    return null;
  const n = numbersIn(yearsOf[3] ?? yearsOf[4] ?? "")[0]?.value;
  if (founded === null || n === undefined) return remove("tempo de empresa", `tempo de experiência ${UNCONFIRMED}`);
  const age = f.year - founded;
  const more = Boolean(yearsOf[2]?.startsWith("mais"));
  // An anniversary ("completamos quinze anos") states the exact age, not a lower bound.
  const exact = /\b(complet\w*|comemor\w*|celebr\w*|aniversario)\b/.test(s.low);
  return (exact ? n === age : more ? n < age : n <= age)
    ? agrees("tempo de empresa", `confere com a fundação (${founded})`)
    : remove("tempo de empresa", `${n} anos não confere com a fundação confirmada (${founded})`);
};

// Counts of what the company did; only "clientes" has a confirmed figure to agree with.
const COUNTED =
  "clientes|familias|condominios|portoes|motores|instalacoes|empresas|residencias|obras|servicos|atendimentos|predios";

const ANY_COUNTED = new RegExp(`\\b(${COUNTED})\\b`);
const COUNTED_RE = new RegExp(
  `\\b((?:[\\d.,]+(?:\\s+mil)?)|[a-z]+(?:\\s+(?:e\\s+)?[a-z]+){0,3}?)\\s+(?:de\\s+)?(${COUNTED})\\b`,
  "g",
);

export const customers: Rule = (s, f) => {
  // Most sentences count none of these: one cheap test before the counting patterns.
  if (
    !ANY_COUNTED.test(s.low) &&
    !/\b(instalamos|atendemos|automatizamos|ja fizemos|realizamos|atendidos|instalados)\b/.test(s.low)
  )
    return null;
  const counted = COUNTED_RE;
  counted.lastIndex = 0;
  const doneCount =
    /\b(instalamos|atendemos|automatizamos|ja fizemos|realizamos|atendidos|instalados)\s+(mais de\s+|cerca de\s+|quase\s+)?([\d.]+(?:\s+mil)?|[a-z]+(?:\s+(?:e\s+)?[a-z]+){0,3})\b/.exec(
      s.low,
    );
  const served = f.claims.customersServed;
  const stated: { n: number; what: string }[] = [];
  for (const m of s.low.matchAll(counted)) {
    const n = numbersIn(m[1]!).at(-1);
    // "um portão", "uma obra": one thing, not a count of the company's work.
    if (n && n.value > 1 && n.end === m[1]!.length) stated.push({ n: n.value, what: m[2]! });
  }
  if (doneCount) {
    const n = numbersIn(doneCount[3]!)[0];
    if (n && n.value > 1 && n.start === 0) stated.push({ n: n.value, what: "clientes" });
  }
  if (stated.length === 0) return null;
  // A count in a guide ("usa dois motores") is no claim: only what the company did or served counts.
  if (
    !/\b\w+(amos|emos|imos)\b|\b(atendid|instalad|automatizad|realizad|entregue|feit[oa]s\b|ja\b|mais de\b|clientes|nossa|nosso|empresa|equipe|foram|semestre|por (ano|mes|semana|dia)|no ultimo|este ano|neste ano|ano passado)/.test(
      s.low,
    )
  )
    return null;
  const other = stated.find((x) => x.what !== "clientes");
  if (other) return remove("clientes atendidos", `número de ${other.what} que não vem dos seus dados`);
  if (served === null) return remove("clientes atendidos", `número de clientes ${UNCONFIRMED}`);
  const over = stated.find((x) => x.n > served);
  return over
    ? remove("clientes atendidos", `${over.n} não confere com os clientes confirmados (${served})`)
    : agrees("clientes atendidos", `confere com os clientes confirmados (${served})`);
};

// The gate's own hours ("o portão funciona vinte e quatro horas por dia"), the night's weather
// ("a umidade da madrugada"): a thing or the time of day, not a service available at any hour.
const THING_ALL_DAY =
  /\b(portao|portoes|motor|motores|central|equipamento|sistema|fotocelula|sensor|trava)\b.{0,30}\b(funciona|funcionam|trabalha|trabalham|opera|operam|fica|ficam|roda|rodam|ligad[oa]s?)\b.{0,20}\b(24|vinte e quatro) ?h/;
const SERVICE_WORD =
  /\b(atend\w*|cham\w*|alguem|sair|lig(a|ue|ar|ou)|tecnicos?|equipe|socorro|plantao|servico|visita|whatsapp|telefone|resolv\w*|cheg\w*|emergenc\w*|conserto|instalac\w*|orcamento)\b/;
// "ninguém" as a warning ("ninguém deve passar"), not "onde ninguém quer ficar parado" (built-in text
// about a speed the seller did not confirm: still dropped, as before).
const SAFETY_WARNING =
  /\b(ninguem (deve|pode|passe|fique|atravesse|entre|esteja|fica)|nunca|cuidado|atencao|perigo|evite|nao (passe|atravesse|fique))\b/;

export const emergency: Rule = (s, f) => {
  if (
    !has(
      s,
      /\b24\s?h\b|\b24 horas\b|\bvinte e quatro horas\b|\bplantao\b|\b(atendimento|plantao|servico|socorro|chamado|assistencia|suporte|visita|equipe)s? (de |para |d[ae] )?emergenc|\bemergencias? 24|\ba qualquer hora\b|\bde madrugada\b|\bmadrugadas?\b|\bfins? de semana e feriados\b|\bdomingos? e feriados\b|\b7 dias por semana\b|\bsete dias por semana\b|\btodos os dias da semana\b/,
    )
  )
    return null;
  if (has(s, THING_ALL_DAY) && !has(s, SERVICE_WORD)) return null;
  // Any company's emergency service ("o atendimento de emergência de qualquer técnico…"): advice.
  if (has(s, /\bde qualquer (tecnico|empresa|instalador\w*|profissional|oficina|assistencia)\b/)) return null;
  if (has(s, /\bmadrugadas?\b/) && !has(s, /\b24|vinte e quatro|plantao|qualquer hora/) && !has(s, SERVICE_WORD))
    return null;
  // Weekends or a duty roster without "24h"/"emergência" say more than the emergency claim.
  if (f.claims.emergency24h && !has(s, /\b24|vinte e quatro|emergenc|urgenc|socorro/)) return null;
  return f.claims.emergency24h
    ? agrees("atendimento 24h", "confere com o atendimento 24h confirmado")
    : remove("atendimento 24h", `atendimento 24h ou de emergência ${UNCONFIRMED}`);
};

const COUNT_X = /\b(ate\s+|em\s+)?(\d{1,2})\s?x\b/;

const UP_TO =
  /\b(ate|no maximo|maximo de)\s+(\d{1,2}\s?x|[a-z]+( e [a-z]+)?\s+(vezes|parcelas|prestacoes)|\d{1,2}\s+(vezes|parcelas|prestacoes))\b|\b(so|somente|apenas)\b[^.]{0,25}\b(em|ate) [a-z0-9]+( e [a-z]+)? ?(vezes|parcelas|x)\b/;

export const instalments: Rule = (s, f) => {
  const m =
    /\b(ate\s+|em\s+)?(\d{1,2})\s?x\b|\b(em|ate)\s+(ate\s+)?([a-z]+|\d+)\s+vezes\b|\bparcel\w*|\bprestac(ao|oes)\b(?! de (contas|servicos?)\b)|\bsem juros\b|\bpagamento facilitado|\bcondicoes especiais de pagamento/.exec(
      s.low,
    );
  if (!m) return null;
  const limit = f.claims.instalments;
  if (has(s, /\bsem juros\b|\bpagamento facilitado|\bcondicoes especiais/))
    return remove("parcelamento", `condição de pagamento ${UNCONFIRMED}`);
  if (limit === null) return remove("parcelamento", `parcelamento ${UNCONFIRMED}`);
  // "vinte e quatro vezes": the number written before "vezes", however many words it takes.
  const before = /\b([a-z0-9 ]+?)\s+(vezes|parcelas|prestacoes)\b/.exec(s.low);
  // The count may come after the word that opened the match ("Parcele em até 12x").
  const count = m[2] ? m : (COUNT_X.exec(s.low) ?? m);
  const n = count[2]
    ? Number(count[2])
    : (numbersIn(m[5] ?? "")[0]?.value ?? (before ? numbersIn(before[1]!).at(-1)?.value : undefined));
  if (n === undefined) return agrees("parcelamento", `confere com o parcelamento confirmado (${limit}x)`);
  // "em até 5x" states the most he allows: another most than his is not his ("em 3x" is one plan within it).
  if (n < limit && UP_TO.test(s.low))
    return remove("parcelamento", `até ${n}x não confere com o parcelamento confirmado (até ${limit}x)`);
  return n <= limit
    ? agrees("parcelamento", `confere com o parcelamento confirmado (${limit}x)`)
    : remove("parcelamento", `${n}x não confere com o parcelamento confirmado (${limit}x)`);
};

/** Prices the seller confirmed, in reais. */
function confirmedPrices(c: Claims): number[] {
  const kits = KIT_TYPES.map((k: KitType) => c.kitPrices[k]);
  return [...kits, c.express.price].filter((p): p is number => p !== null);
}

export const price: Rule = (s, f) => {
  const money =
    /\br\$\s?([\d.]+(?:,\d{2})?)|\b([\d.]+(?:,\d{2})?|[a-z]+(?:\s+(?:e\s+)?[a-z]+){0,3})\s+(mil\s+)?reais\b/.exec(
      s.low,
    );
  const vague = has(
    s,
    /\b(custa|custam|sai por|sai a|saem por|valor de|preco de|a partir de)\s+(apenas\s+|so\s+)?(r\$|\d|[a-z]+ reais)|\bpreco (fixo|promocional|especial|unico)|\bdesconto\b|\bgratis\b|\bgratuit[oa]\b|\bsem custo\b|\bfrete\b|\bpromoc/,
  );
  if (!money && !vague) return null;
  if (
    has(
      s,
      /\b(instalacao|entrega|frete|visita|orcamento)\s+(e\s+)?(gratis|gratuit[oa]|sem custo)|\b(gratis|gratuit[oa]|sem custo)\b/,
    ) &&
    !money
  ) {
    // "orçamento grátis" is a promise too; free installation is confirmed per city.
    if (has(s, /\binstal|\bentrega|\bfrete/)) {
      // Free where the page's city is listed, or in the cities the sentence itself names.
      const free = f.claims.freeInstallCities;
      // "em qualquer canto do estado": everywhere is more than the confirmed list of cities.
      if (
        has(
          s,
          /\b(qualquer|todo|toda|todos os|todas as) (canto|lugar|cidade|cidades|municipio|regiao|estado|pais|brasil)\b|\bo estado (todo|inteiro)\b/,
        )
      )
        return remove(
          "instalação grátis",
          `instalação grátis em qualquer lugar: ${UNCONFIRMED} fora das cidades listadas`,
        );
      const here =
        (f.city !== undefined && free.includes(f.city)) ||
        (f.city === undefined && free.length > 0 && free.some((c) => s.raw.includes(c)));
      return here
        ? agrees("instalação grátis", `confere: instalação grátis em ${f.city}`)
        : remove("instalação grátis", `instalação ou entrega grátis ${UNCONFIRMED} para este lugar`);
    }
    return remove("preço", `serviço gratuito ${UNCONFIRMED}`);
  }
  if (!money) return remove("preço", `preço, desconto ou promoção ${UNCONFIRMED}`);
  const n =
    money[1] !== undefined
      ? Number(money[1].replace(/\./g, "").replace(",", "."))
      : (numbersIn(money[2] ?? "")[0]?.value ?? NaN) * (money[3] ? 1000 : 1);
  const prices = confirmedPrices(f.claims);
  if (prices.includes(n)) return agrees("preço", "confere com um preço confirmado");
  return prices.length === 0
    ? remove("preço", `preço ${UNCONFIRMED}`)
    : remove("preço", `preço (R$ ${n}) não confere com os preços confirmados`);
};

export const services: Rule = (s, f) => {
  if (has(s, /\bmanutencao express\b/) && f.claims.express.price === null)
    return remove("serviço não confirmado", `Manutenção Express ${UNCONFIRMED}`);
  return null;
};
