import { createContext, type ComponentType, useContext } from "react";

/**
 * Renders `component` with `props` to HTML once per isolate and reuses it (provided by
 * entry.server only). The cache key is derived from the props, so a prop added later can never
 * be served from another request's copy.
 */
export type StaticRenderer = <P extends object>(component: ComponentType<P>, props: P) => string;

const StaticMarkupContext = createContext<StaticRenderer | null>(null);

export const StaticMarkupProvider = StaticMarkupContext.Provider;

/**
 * Markup that is the same on many pages (header, navigation, footer: ~400 elements) is rendered
 * once per isolate and reused, which keeps a page render inside the free plan's CPU budget. Only
 * the public site uses it: its pages are never hydrated (a hydrated page would not match), and
 * the component renders outside the router, so it uses plain <a> links. `props` must be plain
 * JSON data: they are the cache key.
 */
export function StaticMarkup<P extends object>({
  component: Component,
  props,
  perPage = (html) => html,
}: {
  component: ComponentType<P>;
  props: P;
  /** Applied to the shared HTML for this page (e.g. its path in contact links, lib/lead-source). */
  perPage?: (html: string) => string;
}) {
  const render = useContext(StaticMarkupContext);
  if (!render) return <Component {...props} />;
  // display: contents keeps the wrapper out of layout, so the sticky header still sticks to the page.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself rendered from these props.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: perPage(render(Component, props)) }} />;
}
