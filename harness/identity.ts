// A launched site's identity ("Dados da empresa" filled in, "Ofertas e garantias" confirmed):
// tests and benchmarks that judge the site as search engines will see it after launch seed it,
// since the shipped placeholder phone makes every public page noindex and unconfirmed claims are
// stated nowhere. Fixture values for tests only; none of them is on the site.
import { type BusinessIdentity, defaultIdentity } from "@content/business";
import type { Claims } from "@content/claims";
import { freeShippingCities } from "@content/locations";

/** Claims as a seller might confirm them (the figures the site shipped with before they were his). */
export const LAUNCH_CLAIMS: Claims = {
  confirmedAt: "2026-11-22T00:00:00.000Z",
  foundedYear: 1999,
  customersServed: 10000,
  emergency24h: true,
  responseHours: 2,
  warranty: { factoryYears: 1, extendedYears: 2, serviceDays: 90 },
  instalments: 10,
  freeInstallCities: [...freeShippingCities],
  kitPrices: { deslizante: 800, basculante: 850, pivotante: 1400 },
  express: { price: 350, warrantyMonths: 1 },
};

export const LAUNCH_IDENTITY: BusinessIdentity = {
  ...defaultIdentity,
  name: "Motores PPA",
  legalName: "Motores PPA Automação Ltda.",
  cnpj: "11222333000181",
  phoneDigits: "551123456789",
  whatsappDigits: "5511912345678",
  address: {
    street: "Rua do Teste",
    number: "100",
    district: "Centro",
    city: "São Paulo",
    state: "SP",
    cep: "01001000",
  },
  // Not the built-in hours: a page still showing those would not be reading the saved identity.
  openingHours: {
    weekdays: { opens: "07:30", closes: "17:00" },
    saturday: { opens: "08:00", closes: "12:00" },
  },
  googleBusinessUrl: "https://g.page/motores-ppa-teste",
  testimonials: defaultIdentity.testimonials,
  keepSamples: false,
  claims: LAUNCH_CLAIMS,
  updatedAt: "2026-11-22T00:00:00.000Z",
};
