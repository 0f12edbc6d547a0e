import { ContactButton } from "~/components/ContactButton";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { yearOfMs } from "~/lib/platform/clock";
import { type GeneratedNav, MobileMenu, SiteNav } from "~/components/SiteNav";
import { useNonce } from "./Nonce";
import { LeadSourceProvider, usePageLeadSource, withPagePath } from "./LeadSource";
import { StaticMarkup } from "./StaticMarkup";
import enhanceScript from "../enhance/enhance.js?url";
// Google's web-vitals library as a file of its own: enhance.js imports it only on sampled views.
import webVitalsScript from "web-vitals?url";

export const emptyNav: GeneratedNav = { guides: [], links: [], moreLinks: false };

function SiteChrome({ nav }: { nav: GeneratedNav }) {
  return (
    <>
      <SiteHeader>
        <MobileMenu generated={nav} />
      </SiteHeader>
      <SiteNav generated={nav} />
    </>
  );
}

/**
 * The public site's frame: header, navigation, footer, floating chat button, and the one small
 * enhancement script instead of Remix's scripts. Public pages are server-rendered documents and
 * never hydrated, which keeps them far under the JavaScript budget and fast on a mid-range phone.
 */
export function SiteShell({
  nav,
  chatMessage,
  rumSampleRate = 0,
  children,
}: {
  nav: GeneratedNav;
  chatMessage?: string;
  /** Share of views that measure real-user Web Vitals (RUM_SAMPLE_RATE); 0 on error pages. */
  rumSampleRate?: number;
  children: React.ReactNode;
}) {
  const nonce = useNonce();
  // Contact links report this page to the click endpoint; the shared header and footer are
  // rendered once for all pages, then given this page's path.
  const leadSource = usePageLeadSource();
  const withPath = (html: string) => withPagePath(html, leadSource.path);
  return (
    <LeadSourceProvider value={leadSource}>
      <StaticMarkup component={SiteChrome} props={{ nav }} perPage={withPath} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <StaticMarkup component={SiteFooter} props={{ year: yearOfMs(Date.now()) }} perPage={withPath} />
      {/* In a landmark of its own, so every piece of the page sits in one (axe "region"). */}
      <aside aria-label="Conversar pelo WhatsApp">
        <ContactButton floating customMessage={chatMessage} />
      </aside>
      <script
        src={enhanceScript}
        nonce={nonce}
        defer
        data-rum={rumSampleRate > 0 ? webVitalsScript : undefined}
        data-rum-rate={rumSampleRate > 0 ? rumSampleRate : undefined}
      />
    </LeadSourceProvider>
  );
}
