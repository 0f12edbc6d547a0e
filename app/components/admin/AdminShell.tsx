import { Form, Link, NavLink } from "@remix-run/react";

const links = [
  { to: "/admin/painel", label: "Painel" },
  { to: "/admin/revisar", label: "Para revisar" },
  { to: "/admin/obras", label: "Obras realizadas" },
  { to: "/admin/midia", label: "Imagens" },
  { to: "/admin/contatos", label: "Contatos" },
  { to: "/admin/depoimentos", label: "Depoimentos" },
  { to: "/admin/desempenho", label: "Desempenho no Google" },
  { to: "/admin/vale-a-pena", label: "Cada página vale a pena?" },
  { to: "/admin/empresa", label: "Dados da empresa" },
  { to: "/admin/ofertas", label: "Ofertas e garantias" },
  { to: "/admin/textos", label: "Textos do vendedor" },
  { to: "/admin/local-generator", label: "Gerador de conteúdo" },
  { to: "/admin/batch-creator", label: "Criador em lote" },
  { to: "/admin/technical-generator", label: "Gerador técnico" },
  // Last: used rarely, and on a phone the row scrolls sideways (one row, never wrapped).
  { to: "/admin/copia-de-seguranca", label: "Cópia de segurança" },
];

export function AdminShell({
  email,
  businessName,
  children,
}: {
  email: string | null;
  businessName: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-brand-900 text-white">
        <div className="container-page flex flex-wrap items-center gap-3 py-3">
          {/* The public site is a separate document (not hydrated): a full page load. */}
          <Link to="/" reloadDocument className="font-bold">
            {businessName} <span className="font-normal text-slate-300">· Admin</span>
          </Link>
          {email && (
            // A phone: one row of its own under the name that scrolls sideways — wrapped, the eleven
            // links took five rows, a third of the first screen. A wide screen: a full row under the
            // name and "Sair", wrapping to two at most (squeezed between them it took six).
            <nav
              aria-label="Administração"
              className="order-last -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 lg:mx-0 lg:w-full lg:flex-wrap lg:overflow-visible lg:px-0"
            >
              {links.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 shrink-0 items-center rounded px-3 text-sm whitespace-nowrap lg:min-h-0 lg:px-2.5 lg:py-1.5 ${isActive ? "bg-brand-700" : "hover:bg-brand-800"}`
                  }
                >
                  {l.label}
                </NavLink>
              ))}
            </nav>
          )}
          {email && (
            <Form method="post" action="/admin/logout" className="ml-auto flex flex-wrap items-center gap-x-2 text-sm">
              <span className="hidden text-slate-300 sm:inline">{email}</span>
              <button
                type="submit"
                className="min-h-11 rounded border border-white/40 px-3 hover:bg-white hover:text-brand-900 lg:min-h-0 lg:py-1.5"
              >
                Sair
              </button>
              {/* Ends every session of this account, e.g. after using a shared computer. */}
              <button
                type="submit"
                name="everywhere"
                value="1"
                className="min-h-11 rounded px-1 text-xs text-slate-200 underline underline-offset-2 hover:text-white lg:min-h-0 lg:py-1.5"
              >
                Sair de todos os dispositivos
              </button>
            </Form>
          )}
        </div>
      </header>
      <div className="container-page py-6">{children}</div>
    </div>
  );
}
