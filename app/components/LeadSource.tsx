import { createContext, useContext } from "react";
import { useLocation, useMatches } from "@remix-run/react";
import type { LeadSource } from "~/lib/leads/leads";

/**
 * Stands for the page path in contact links rendered outside a page's context: the shared
 * header and footer (StaticMarkup) are rendered once for every page, then each page puts its own
 * path in their place with withPagePath.
 */
export const PAGE_TOKEN = "__pagina__";

const LeadSourceContext = createContext<LeadSource>({ path: PAGE_TOKEN });

export const LeadSourceProvider = LeadSourceContext.Provider;

/** The page (and its place and product) contact links on it report, for the click endpoint. */
export function useLeadSource(): LeadSource {
  return useContext(LeadSourceContext);
}

export function withPagePath(html: string, path: string): string {
  return html.replaceAll(`de=${PAGE_TOKEN}`, `de=${encodeURIComponent(path)}`);
}

/**
 * This page's source: its path, and the place and product its deepest route's loader data names
 * (`leadPlace`, `leadProduct`), as `chatMessage` names the floating button's message.
 */
export function usePageLeadSource(): LeadSource {
  const { pathname } = useLocation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { leadPlace?: unknown; leadProduct?: unknown } | null | undefined;
    if (typeof data === "object" && data !== null && typeof data.leadPlace === "string") {
      const product = typeof data.leadProduct === "string" ? data.leadProduct : undefined;
      return { path: pathname, place: data.leadPlace, ...(product ? { product } : {}) };
    }
  }
  return { path: pathname };
}
