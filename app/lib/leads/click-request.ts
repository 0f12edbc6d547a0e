// Whether a request to a click endpoint is a person's click on one of the site's own links, read
// from the Fetch Metadata headers browsers send (Sec-Fetch-Site, -Mode, -Dest). An <img> or a
// script on another site that points at /contato/whatsapp makes a request too, and must not count.
//
// Browsers that send no Fetch Metadata at all (Safari before 16.4, Firefox before 90) are judged by
// their Accept header: a navigation asks for text/html, an image or fetch() does not. Anything can
// forge these headers from a script; what bounds a script is the per-address rate limit and the
// daily cap on recorded clicks (click.server.ts, leads.server.ts).

/** A top-level navigation to the chat link: a click or a typed address. */
export function isChatNavigation(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  const mode = headers.get("sec-fetch-mode");
  const dest = headers.get("sec-fetch-dest");
  if (site === null && mode === null && dest === null) {
    return /\btext\/html\b/i.test(headers.get("accept") ?? "");
  }
  // From the site itself (same-origin) or typed / opened from a bookmark (none); never cross-site
  // or same-site (another host name of the same domain is not this site).
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  if (mode !== null && mode !== "navigate") return false;
  // "document": a tab of its own; never a frame (the site refuses to be framed), image or script.
  if (dest !== null && dest !== "document") return false;
  return true;
}

/**
 * The phone link's beacon (navigator.sendBeacon from the page's script): a POST whose Origin is
 * the site's own and, where the browser says, sent by a page of the same origin.
 */
export function isSiteBeacon(headers: Headers, siteOrigin: string): boolean {
  if (headers.get("origin") !== siteOrigin) return false;
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const dest = headers.get("sec-fetch-dest");
  return dest === null || dest === "empty";
}
