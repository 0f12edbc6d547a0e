import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { business } from "@content/business";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { ContactButton } from "~/components/ContactButton";
import { SiteFooter } from "~/components/SiteFooter";
import { MobileMenu, SiteNav, type GeneratedNav } from "~/components/SiteNav";
import { siteUrl } from "~/lib/env.server";
import { pagesForRender } from "~/lib/listing.server";
import { useNonce } from "~/lib/nonce";
import { StaticMarkup } from "~/lib/static-markup";
import { LeadSourceProvider, usePageLeadSource, withPagePath } from "~/lib/lead-source";
import { groupGuides } from "~/lib/pages.server";
import { SiteHeader } from "~/components/SiteHeader";
import { NotFound, ServerError } from "~/components/ErrorPages";
import styles from "./tailwind.css?url";
import enhanceScript from "./enhance/enhance.js?url";

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

/** Newest generated pages shown in the 'Links Úteis' menu; the rest are on /sitemap. */
const MENU_LINKS = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const pages = await pagesForRender(request, context);
  const nav: GeneratedNav = {
    guides: groupGuides(pages).map((g) => ({
      category: g.category,
      links: g.pages.map((p) => ({ label: p.title, href: `/links-uteis/${p.slug}` })),
    })),
    links: pages.slice(0, MENU_LINKS).map((p) => ({ label: p.title, href: `/links-uteis/${p.slug}` })),
    moreLinks: pages.length > MENU_LINKS,
  };
  return { origin: siteUrl(env), nav };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

const emptyNav: GeneratedNav = { guides: [], links: [], moreLinks: false };

/**
 * The floating chat button names the place of the page when its route says so:
 * `handle.chatMessage(data)` on the deepest route that has one.
 */
function usePageChatMessage(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const pick = (m.handle as { chatMessage?: (data: unknown) => string | undefined } | undefined)?.chatMessage;
    const message = pick && m.data ? pick(m.data) : undefined;
    if (message) return message;
  }
  return undefined;
}

/**
 * Remix hydrates only routes that ask for it (`handle: { hydrate: true }`: the admin area). Public
 * pages are server-rendered documents with one small enhancement script, which keeps them far
 * under the JavaScript budget and fast on a mid-range phone.
 */
function useHydration(): boolean {
  return useMatches().some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}

/** Routes opt out of the public shell with `handle: { shell: false }` (the admin area). */
function usePublicShell(): boolean {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as { shell?: boolean } | undefined)?.shell === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const nav = data?.nav ?? emptyNav;
  const shell = usePublicShell();
  const chatMessage = usePageChatMessage();
  const leadSource = usePageLeadSource();
  const withPath = (html: string) => withPagePath(html, leadSource.path);
  const hydrate = useHydration();
  // The shared header only changes with the generated-page listing; memoized only when not hydrated.
  const navKey = hydrate ? "" : JSON.stringify(nav);
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
        {shell ? (
          // Contact links report this page to the click endpoint (the shared header and footer
          // are rendered once for all pages, then given this page's path).
          <LeadSourceProvider value={leadSource}>
            <StaticMarkup cacheKey={`header:${navKey}`} enabled={!hydrate} perPage={withPath}>
              <SiteHeader>
                <MobileMenu generated={nav} />
              </SiteHeader>
              <SiteNav generated={nav} />
            </StaticMarkup>
            <main id="conteudo" className="flex-1">
              {children}
            </main>
            <StaticMarkup cacheKey={`footer:${new Date().getFullYear()}`} enabled={!hydrate} perPage={withPath}>
              <SiteFooter />
            </StaticMarkup>
            <ContactButton floating customMessage={chatMessage} />
          </LeadSourceProvider>
        ) : (
          <main id="conteudo" className="flex-1">
            {children}
          </main>
        )}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script src={enhanceScript} nonce={nonce} defer />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerError />;
}
