import { abcd, displayName, locationPath, outrasCidades, spCentro, spNorte } from "./locations";
import { topicCategories, topicsIn } from "./topics";
import type { Location } from "./types";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

const toLink = (l: Location): NavLink => ({
  label: displayName(l),
  href: locationPath(l),
});

/** Static dropdowns of the navigation bar: 9 central + 4 north-zone, 7 ABCD, 6 others. */
export const locationMenus: NavGroup[] = [
  {
    id: "sao-paulo",
    label: "São Paulo (Capital)",
    links: [...spCentro.slice(0, 9), ...spNorte.slice(0, 4)].map(toLink),
  },
  { id: "abcd", label: "Cidades ABCD", links: abcd.map(toLink) },
  { id: "outras-cidades", label: "Outras Cidades", links: outrasCidades.map(toLink) },
];

export const primaryLinks: NavLink[] = [
  { label: "Início", href: "/" },
  { label: "Guia Completo", href: "/guia-completo" },
  { label: "Dúvidas Frequentes", href: "/duvidas-frequentes" },
];

/**
 * After the dropdowns. The admin's sign-in is not advertised to visitors (the seller knows its
 * address), and the site map is in the footer of every page.
 */
export const trailingLinks: NavLink[] = [{ label: "Contato", href: "/contato" }];

/** The 'Serviços' menu: 'Categorias de Serviços' with seven submenus of topic pages. */
export const servicesMenu: NavGroup[] = topicCategories.map((c) => ({
  id: c.id,
  label: c.label,
  links: topicsIn(c.id).map((t) => ({ label: t.menuLabel, href: `/topicos/${t.slug}` })),
}));

/** Pages the menus do not carry, linked from the footer of every page (the home page among them). */
export const footerLinks: NavLink[] = [
  { label: "Serviços Profissionais", href: "/servicos-profissionais" },
  { label: "Blog: central TRIFLEX CONNECT", href: "/blog/triflex-connect-ppa" },
  { label: "Guia Completo", href: "/guia-completo" },
];

export const legalLinks: NavLink[] = [
  { label: "Mapa do site", href: "/sitemap" },
  { label: "Termos de Uso", href: "/termos" },
  { label: "Política de Privacidade", href: "/privacidade" },
  { label: "Garantia", href: "/garantia" },
];
