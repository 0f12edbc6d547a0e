// 'Principais serviços por região' on the home page: kit pages of the best-known places of each region.
import { kits } from "./kits";
import type { LocationGroup } from "./types";

const regions: { name: string; groups: LocationGroup[] }[] = [
  { name: "Centro de São Paulo", groups: ["sp-centro"] },
  { name: "Zona Norte", groups: ["sp-norte"] },
  { name: "Zona Sul", groups: ["sp-sul"] },
  { name: "Zona Leste", groups: ["sp-leste"] },
  { name: "Zona Oeste", groups: ["sp-oeste"] },
  { name: "Região do ABC", groups: ["abcd"] },
  { name: "Osasco", groups: ["osasco"] },
  { name: "Guarulhos", groups: ["guarulhos"] },
  { name: "Outras cidades da Grande SP", groups: ["outras-cidades", "demais-cidades"] },
];

const PER_REGION = 4;

export const serviceRegions = regions.map((r) => ({
  name: r.name,
  links: kits
    .filter((k) => k.product.id === "motor" && r.groups.includes(k.location.group))
    .slice(0, PER_REGION)
    .map((k) => ({ label: k.name, href: `/${k.slug}` })),
}));
