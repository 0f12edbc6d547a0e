import { claimed } from "@content/claimed";
import type { FaqItem } from "@content/types";

/**
 * Single-open accordion: <details name="..."> closes its siblings natively, works without
 * JavaScript and is keyboard-operable (accordion).
 */
export function FaqList({ items, name, className = "" }: { items: FaqItem[]; name: string; className?: string }) {
  // The seller's claims filled in (an answer about a claim he has not confirmed is left out); the
  // FAQPage markup (schema.ts faqPageLd) resolves the same way, so both list the same questions.
  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 ${className}`} data-faq>
      {claimed(items).map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex items-start justify-between gap-4 px-4 py-4 font-semibold text-slate-900 hover:bg-slate-50">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="px-4 pb-4 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
