import { createContext, type ReactElement, type ReactNode, useContext } from "react";

/** Renders an element to HTML once per key and isolate (provided by entry.server only). */
export type StaticRenderer = (key: string, element: ReactElement) => string;

const StaticMarkupContext = createContext<StaticRenderer | null>(null);

export const StaticMarkupProvider = StaticMarkupContext.Provider;

/**
 * Markup that is the same on many pages (header, navigation, footer: ~400 elements) is rendered
 * once per isolate and reused, which keeps a page render inside the free plan's CPU budget. Only
 * for pages that are not hydrated (a hydrated page would not match); the element renders outside
 * the router, so it uses plain <a> links.
 */
export function StaticMarkup({
  cacheKey,
  enabled,
  children,
  perPage = (html) => html,
}: {
  cacheKey: string;
  enabled: boolean;
  children: ReactNode;
  /** Applied to the shared HTML for this page (e.g. its path in contact links). */
  perPage?: (html: string) => string;
}) {
  const render = useContext(StaticMarkupContext);
  if (!render || !enabled) return <>{children}</>;
  // display: contents keeps the wrapper out of layout, so the sticky header still sticks to the page.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself rendered from these props.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: perPage(render(cacheKey, <>{children}</>)) }} />;
}
