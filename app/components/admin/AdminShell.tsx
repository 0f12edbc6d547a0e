import { Form, Link, NavLink } from "@remix-run/react";

const links = [
  { to: "/admin/painel", label: "Painel" },
  { to: "/admin/obras", label: "Obras realizadas" },
  { to: "/admin/midia", label: "Imagens" },
  { to: "/admin/contatos", label: "Contatos" },
  { to: "/admin/depoimentos", label: "Depoimentos" },
  { to: "/admin/desempenho", label: "Desempenho no Google" },
  { to: "/admin/empresa", label: "Dados da empresa" },
  { to: "/admin/ofertas", label: "Ofertas e garantias" },
  { to: "/admin/textos", label: "Textos do vendedor" },
  { to: "/admin/local-generator", label: "Gerador de conteúdo" },
  { to: "/admin/batch-creator", label: "Criador em lote" },
  { to: "/admin/technical-generator", label: "Gerador técnico" },
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
            // A phone: the links take a row of their own under the name, instead of a narrow column.
            <nav
              aria-label="Administração"
              className="order-last flex w-full flex-wrap gap-1 lg:order-none lg:w-auto lg:flex-1"
            >
              {links.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  className={({ isActive }) =>
                    `rounded px-3 py-1.5 text-sm ${isActive ? "bg-brand-700" : "hover:bg-brand-800"}`
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
                className="rounded border border-white/40 px-3 py-1.5 hover:bg-white hover:text-brand-900"
              >
                Sair
              </button>
              {/* Ends every session of this account, e.g. after using a shared computer. */}
              <button
                type="submit"
                name="everywhere"
                value="1"
                className="rounded px-1 py-1.5 text-xs text-slate-200 underline underline-offset-2 hover:text-white"
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
