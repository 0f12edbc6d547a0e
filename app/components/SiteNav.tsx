import {
  locationMenus,
  primaryLinks,
  servicesMenu,
  trailingLinks,
  type NavGroup,
  type NavLink,
} from "@content/navigation";

export interface GeneratedNav {
  guides: { category: string; links: NavLink[] }[];
  links: NavLink[];
  moreLinks: boolean;
}

const summaryClass =
  "flex list-none items-center gap-0.5 rounded px-2.5 py-2 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-700";
const panelClass =
  "absolute left-0 z-50 mt-1 max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 text-slate-800 shadow-xl";
const itemClass = "block rounded px-3 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-800";

function Caret() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

// Plain <a> links: the shell is rendered once per isolate outside the router (StaticMarkup).
// Dropdowns are <details name>: exclusive (one open at a time), keyboard-operable, no JavaScript
// needed; enhance.js only closes them on an outside click or Escape.
function Dropdown({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <li className="relative">
      <details name="nav-dropdown" className="group" data-dropdown>
        <summary className={summaryClass}>
          {label} <Caret />
        </summary>
        <div className={wide ? `${panelClass} w-[min(56rem,90vw)]` : panelClass}>{children}</div>
      </details>
    </li>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={itemClass}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function GroupColumns({ groups, heading }: { groups: NavGroup[]; heading: string }) {
  return (
    <div>
      <p className="px-3 pt-1 pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">{heading}</p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((g) => (
          <div key={g.id}>
            <p className="px-3 py-1 text-sm font-semibold text-brand-800">{g.label}</p>
            <LinkList links={g.links} />
          </div>
        ))}
      </div>
      <a href="/sitemap" className={`${itemClass} mt-2 font-semibold text-brand-700`}>
        Ver todos os serviços
      </a>
    </div>
  );
}

function GuidesPanel({ guides }: { guides: GeneratedNav["guides"] }) {
  return (
    <>
      {guides.map((g) => (
        <div key={g.category}>
          <p className="px-3 py-1 text-sm font-semibold text-brand-800">{g.category}</p>
          <LinkList links={g.links} />
        </div>
      ))}
    </>
  );
}

/** Navigation bar for screens of 768 px and wider (breakpoint). */
export function SiteNav({ generated }: { generated: GeneratedNav }) {
  return (
    <nav aria-label="Navegação principal" className="hidden bg-brand-800 md:block">
      <ul className="container-page flex flex-wrap items-center gap-x-1">
        {primaryLinks.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={summaryClass}>
              {l.label}
            </a>
          </li>
        ))}
        {locationMenus.map((m) => (
          <Dropdown key={m.id} label={m.label}>
            <LinkList links={m.links} />
          </Dropdown>
        ))}
        <Dropdown label="Serviços" wide>
          <GroupColumns groups={servicesMenu} heading="Categorias de Serviços" />
        </Dropdown>
        {/* No guide published yet: no empty menu. */}
        {generated.guides.length > 0 && (
          <Dropdown label="Guias Técnicos">
            <GuidesPanel guides={generated.guides} />
          </Dropdown>
        )}
        {generated.links.length > 0 && (
          <Dropdown label="Links Úteis">
            <LinkList links={generated.links} />
            {generated.moreLinks && (
              <a href="/sitemap#paginas-geradas" className={`${itemClass} font-semibold text-brand-700`}>
                Ver todas as páginas
              </a>
            )}
          </Dropdown>
        )}
        {trailingLinks.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={summaryClass}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details className="border-b border-slate-200">
      <summary className="flex items-center justify-between px-4 py-3 font-semibold text-brand-900">
        {title} <Caret />
      </summary>
      <div className="pb-2">{children}</div>
    </details>
  );
}

/** Below 768 px the dropdowns are hidden; this menu button opens the same links. */
export function MobileMenu({ generated }: { generated: GeneratedNav }) {
  return (
    <details className="md:hidden" data-mobile-menu>
      <summary
        className="flex h-11 w-11 list-none items-center justify-center rounded-lg border border-slate-300 text-brand-900"
        aria-label="Abrir menu"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <nav
        aria-label="Menu"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        <ul className="border-b border-slate-200 py-1">
          {[...primaryLinks, ...trailingLinks].map((l) => (
            <li key={l.href}>
              <a href={l.href} className="block px-4 py-2.5 font-medium text-brand-900">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        {locationMenus.map((m) => (
          <MobileSection key={m.id} title={m.label}>
            <LinkList links={m.links} />
          </MobileSection>
        ))}
        <MobileSection title="Serviços">
          {servicesMenu.map((g) => (
            <div key={g.id}>
              <p className="px-3 py-1 text-sm font-semibold text-brand-800">{g.label}</p>
              <LinkList links={g.links} />
            </div>
          ))}
          <a href="/sitemap" className={`${itemClass} font-semibold text-brand-700`}>
            Ver todos os serviços
          </a>
        </MobileSection>
        {generated.guides.length > 0 && (
          <MobileSection title="Guias Técnicos">
            <GuidesPanel guides={generated.guides} />
          </MobileSection>
        )}
        {generated.links.length > 0 && (
          <MobileSection title="Links Úteis">
            <LinkList links={generated.links} />
          </MobileSection>
        )}
      </nav>
    </details>
  );
}
