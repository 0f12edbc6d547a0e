import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { business } from "@content/business";
import { isRouteErrorResponse, Links, Meta, Outlet, useRouteError } from "@remix-run/react";
import { NotFound, ServerError } from "~/components/ErrorPages";
import styles from "./tailwind.css?url";
import { log } from "~/lib/platform/log";

// The document only. What surrounds a page, and whether it is hydrated, is decided by the two
// pathless layout routes: routes/_site.tsx (public, not hydrated) and routes/admin.tsx (hydrated).

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: business.siteTitle }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? `Página não encontrada | ${business.name}` : `Erro inesperado | ${business.name}` },
    { name: "robots", content: "noindex, follow" },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2"
        >
          Pular para o conteúdo
        </a>
        {children}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only reached when a layout route itself fails: a bare page, no scripts. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) log.error("Render failed", { error });
  return (
    <main id="conteudo" className="flex-1">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />}
    </main>
  );
}
