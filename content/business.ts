// Every business fact the site states. Pages read these values; they never retype them,
// so one edit here changes every page and no two pages contradict each other.

const openingHours = {
  weekdays: { opens: "08:00", closes: "18:00" },
  saturday: { opens: "08:00", closes: "14:00" },
} as const;

/** '08:00' → '8h', '08:30' → '8h30'. */
export function hourText(time: string): string {
  const [h, m] = time.split(":");
  return `${Number(h)}h${m && m !== "00" ? m : ""}`;
}

export const business = {
  name: "Motores PPA",
  siteTitle: "Motores PPA - Kit Completo Instalado",
  tagline: "Qualidade e confiança desde 1999",
  foundedYear: 1999,
  /** Shown to people. Replace with the seller's real number before launch (README). */
  phoneDisplay: "(11) 99999-9999",
  /** Digits only with country code: used by tel: links and the chat link. */
  phoneDigits: "5511999999999",
  chatDefaultMessage: "Olá! Gostaria de mais informações sobre os motores PPA e o kit completo instalado.",
  hours: {
    weekdays: `Segunda a sexta, das ${hourText(openingHours.weekdays.opens)} às ${hourText(openingHours.weekdays.closes)}`,
    saturday: `Sábado, das ${hourText(openingHours.saturday.opens)} às ${hourText(openingHours.saturday.closes)}`,
    emergency: "Atendimento emergencial 24h, todos os dias",
  },
  /** The same hours for structured data (HH:MM), so the text and the JSON-LD never disagree. */
  openingHours,
  serviceArea: "São Paulo e Grande São Paulo",
  warranty: {
    factoryYears: 1,
    extendedYears: 2,
    serviceDays: 90,
  },
  instalments: 10,
  customers: 10000,
  /** Gate opening times of the models we sell, in seconds (fastest first). */
  openingSeconds: [4, 8, 16] as const,
  motorPowers: ["1/4 HP", "1/3 HP", "1/2 HP"] as const,
  /** Typical residential motor power range. */
  residentialPower: "1/4 HP a 1/2 HP",
  installationHours: { min: 2, max: 4 },
  responseHours: 2,
  maintenancePerYear: { home: 1, condo: 2 },
  prices: {
    // The spec's Product range 480–749 contradicts its own offers (800–1400); JSON-LD derives
    // lowPrice/highPrice from the offers so structured data never disagrees with the page.
    rangeText: "R$800 - R$1400",
    currency: "BRL",
    offers: [
      { name: "Kit Motor PPA Deslizante 1/4 HP instalado", price: 800 },
      { name: "Kit Motor PPA Basculante 1/4 HP instalado", price: 850 },
      { name: "Kit Motor PPA Pivotante duplo 1/2 HP instalado", price: 1400 },
    ],
    maintenanceExpress: 350,
    maintenanceExpressWarrantyMonths: 1,
    motorReplacement: {
      residential: { min: 800, max: 1500 },
      heavy: { min: 2000, max: 5000 },
    },
  },
} as const;

export type Business = typeof business;

/** 'R$ 1.400' — Brazilian currency without cents, for prose. */
export function formatBRL(value: number): string {
  return `R$ ${value.toLocaleString("pt-BR")}`;
}

/**
 * The one phrasing of the warranty terms (the reference is /garantia, content/legal.ts): the
 * extension needs our installation and preventive maintenance kept up to date.
 */
export const warrantyTerms = `${business.warranty.factoryYears} ${business.warranty.factoryYears === 1 ? "ano" : "anos"} de garantia de fábrica, estendida para ${business.warranty.extendedYears} anos com instalação pela nossa equipe e manutenção preventiva em dia`;

/**
 * The one phrasing of the response time: we answer (call or message back) within this time; it
 * is not a promise that a technician is at the gate by then.
 */
export const responseTime = `retorno em até ${business.responseHours} horas`;
