// Numbers as Brazilian Portuguese writes them, in digits ("1.500", "4,9", "2 mil") and in words
// ("um ano", "trezentas avaliações", "vinte e quatro horas", "meia hora"): the claims check
// compares what a sentence states with the seller's confirmed values, and a model writes both.
// Works on folded text (lower case, no accents: content/text.ts fold).

const UNITS: Record<string, number> = {
  zero: 0,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

/** Words that state a number without one ("meia hora", "uma dezena de", "centenas de"). */
const VAGUE: Record<string, number> = {
  meia: 0.5,
  dezena: 10,
  dezenas: 20,
  centena: 100,
  centenas: 200,
  milhares: 2000,
  milhar: 1000,
};

export interface FoundNumber {
  value: number;
  /** Where it starts and ends in the folded text. */
  start: number;
  end: number;
}

const DIGITS = /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/y;
const WORD = /[a-z]+/y;

/** Every number in folded text, in order; "um"/"uma" count only before a noun they quantify. */
export function numbersIn(folded: string): FoundNumber[] {
  const found: FoundNumber[] = [];
  let i = 0;
  while (i < folded.length) {
    DIGITS.lastIndex = i;
    const d = DIGITS.exec(folded);
    if (d && (i === 0 || !/[a-z0-9]/.test(folded[i - 1]!))) {
      let value = Number(d[0].replace(/\./g, "").replace(",", "."));
      let end = i + d[0].length;
      const mil = /^\s+mil\b/.exec(folded.slice(end));
      if (mil) {
        value *= 1000;
        end += mil[0].length;
      }
      found.push({ value, start: i, end });
      i = end;
      continue;
    }
    WORD.lastIndex = i;
    const w = WORD.exec(folded);
    if (w && (i === 0 || !/[a-z0-9]/.test(folded[i - 1]!))) {
      const words = wordNumberAt(folded, i);
      if (words) {
        found.push(words);
        i = words.end;
        continue;
      }
      i += w[0].length;
      continue;
    }
    i++;
  }
  return found;
}

/** A number written in words starting at `start` ("trezentas e cinquenta", "dois mil"), or null. */
function wordNumberAt(folded: string, start: number): FoundNumber | null {
  const re = /([a-z]+)(\s+e\s+|\s+)?/y;
  let total = 0;
  let group = 0;
  let end = start;
  let pos = start;
  let any = false;
  for (;;) {
    re.lastIndex = pos;
    const m = re.exec(folded);
    if (!m) break;
    const word = m[1]!;
    if (word in UNITS) group += UNITS[word]!;
    else if (word === "mil" && (any || group === 0)) {
      total += (group || 1) * 1000;
      group = 0;
    } else if (!any && word in VAGUE) {
      return { value: VAGUE[word]!, start, end: start + word.length };
    } else break;
    any = true;
    end = pos + word.length;
    pos = m.index + m[0].length;
    // Only "e" joins number words ("vinte e quatro"); a plain space joins "dois mil", "cento e".
    if (!m[2]) break;
  }
  if (!any) return null;
  return { value: total + group, start, end };
}

/** Units of time a claim is stated in, as days or hours. */
const DAYS_PER: Record<string, number> = {
  dia: 1,
  dias: 1,
  semana: 7,
  semanas: 7,
  mes: 30,
  meses: 30,
  ano: 360,
  anos: 360,
};
const HOURS_PER: Record<string, number> = { minuto: 1 / 60, minutos: 1 / 60, min: 1 / 60, hora: 1, horas: 1, h: 1 };

export interface Duration {
  /** In days for days/weeks/months/years (a year is 360 days, so 12 months = 1 year). */
  days: number | null;
  /** In hours for minutes and hours. */
  hours: number | null;
  start: number;
  end: number;
}

/** Durations stated in folded text: "90 dias", "um ano", "duas horas", "meia hora", "24h". */
export function durationsIn(folded: string): Duration[] {
  const out: Duration[] = [];
  for (const n of numbersIn(folded)) {
    const unit = /^\s*(dias?|semanas?|mes(?:es)?|anos?|minutos?|min|horas?|h)\b/.exec(folded.slice(n.end));
    if (!unit) continue;
    const u = unit[1]!;
    const end = n.end + unit[0].length;
    if (u in DAYS_PER) out.push({ days: n.value * DAYS_PER[u]!, hours: null, start: n.start, end });
    else out.push({ days: null, hours: n.value * HOURS_PER[u]!, start: n.start, end });
  }
  return out;
}
