import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { NotFound, ServerError } from "~/components/ErrorPages";
import { emptyNav, SiteShell } from "~/components/SiteShell";
import type { GeneratedNav } from "~/components/SiteNav";
import { pagesForRender } from "~/http/listing.server";
import { groupGuides } from "~/lib/pages/listing.server";
import { log } from "~/lib/platform/log";

// The public site: every URL that is not /admin renders inside this pathless layout. Its pages
// are documents, never hydrated (see SiteShell); the admin area (admin.tsx) is the hydrated one.

/** Newest generated pages shown in the 'Links Úteis' menu; the rest are on /sitemap. */
const MENU_LINKS = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pages = await pagesForRender(request, context);
  const nav: GeneratedNav = {
    guides: groupGuides(pages).map((g) => ({
      category: g.category,
      links: g.pages.map((p) => ({ label: p.title, href: `/links-uteis/${p.slug}` })),
    })),
    links: pages.slice(0, MENU_LINKS).map((p) => ({ label: p.title, href: `/links-uteis/${p.slug}` })),
    moreLinks: pages.length > MENU_LINKS,
  };
  return { origin: context.services.origin, nav, rumSampleRate: context.services.config.RUM_SAMPLE_RATE };
}

export const SITE_ROUTE_ID = "routes/_site";

/**
 * The hydration boundary is this route boundary. The admin links to public pages are document
 * navigations; should any client-side transition from the hydrated admin still land here (a
 * redirect, a link added later), it becomes a full page load, so the page runs as a visitor gets
 * it, with its enhancement script (e.g. the delete confirmation), never half-rendered by React.
 */
export async function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** Loader data may name the floating chat button's message (`chatMessage`); the deepest wins. */
function useChatMessage(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data;
    if (typeof data === "object" && data !== null && "chatMessage" in data && typeof data.chatMessage === "string") {
      return data.chatMessage;
    }
  }
  return undefined;
}

export default function SiteLayout() {
  const { nav, rumSampleRate } = useLoaderData<typeof loader>();
  return (
    <SiteShell nav={nav} chatMessage={useChatMessage()} rumSampleRate={rumSampleRate}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>(SITE_ROUTE_ID);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) log.error("Render failed", { error });
  return <SiteShell nav={data?.nav ?? emptyNav}>{notFound ? <NotFound /> : <ServerError />}</SiteShell>;
}
