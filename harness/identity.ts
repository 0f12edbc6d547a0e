// A launched site's identity ("Dados da empresa" filled in): tests and benchmarks that judge the
// site as search engines will see it after launch seed it, since the shipped placeholder phone
// makes every public page noindex. Fixture values for tests only; none of them is on the site.
import { type BusinessIdentity, defaultIdentity } from "@content/business";

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
  updatedAt: "2026-11-22T00:00:00.000Z",
};
