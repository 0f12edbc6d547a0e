import { business } from "@content/business";
import { GeneratedContent } from "./GeneratedContent";

/**
 * The seller's own words on a built-in page ("texto do vendedor", written in the admin). Part of
 * the page's main content, so the distinctness measure (npm run seo-audit) counts it as the page's
 * own text. Nothing is shown when there is none.
 */
export function SellerText({ html, className = "" }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <section
      aria-label={`Texto de ${business.name}`}
      className={`rounded-xl border-l-4 border-accent-600 bg-slate-50 p-5 ${className}`}
      data-seller-text
    >
      <GeneratedContent html={html} />
    </section>
  );
}
