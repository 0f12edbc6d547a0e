// WCAG 2.2 AA 2.5.8 (Target Size, Minimum) measured in the browser: every visible control is at
// least 24 × 24 CSS px, unless a 24 px circle around its centre touches no other control (the
// spacing exception) or it is a link inside a sentence (the inline exception). Returns the
// offenders, each with its text and size, so a failure says what to fix.
import type { Page } from "playwright-core";

export const MIN_TARGET = 24;

export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]',
      ),
    ].filter((el) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (style.visibility === "hidden" || rect.width === 0 || rect.height === 0) return false;
      // A scrolling region made focusable for keyboards is no target one taps.
      if (el.getAttribute("tabindex") === "0" && !el.matches("a, button, input, select, textarea, summary")) {
        return false;
      }
      // Skip links show only on focus; the rich editor's text box is a large area.
      return !el.closest(".sr-only") && !el.hasAttribute("data-editor");
    });
    const boxes = controls.map((el) => ({ el, rect: el.getBoundingClientRect() }));
    /** A link inside a line of text: its block says more than the link does. */
    const inline = (el: HTMLElement) => {
      if (el.tagName !== "A") return false;
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, td, dd, figcaption, blockquote, label, span");
      const own = (el.textContent ?? "").trim().length;
      return block !== null && block !== undefined && (block.textContent ?? "").trim().length > own + 3;
    };
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const offenders: string[] = [];
    for (const { el, rect } of boxes) {
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      if (inline(el)) continue;
      const c = centre(rect);
      // Spacing: no other control within a 24 px circle of this one's centre (nearest point of its box).
      const crowded = boxes.some(({ el: other, rect: r }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const dx = Math.max(r.left - c.x, 0, c.x - r.right);
        const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
        return Math.hypot(dx, dy) < min;
      });
      if (!crowded) continue;
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "").trim();
      offenders.push(
        `${el.tagName.toLowerCase()}${el.getAttribute("type") ? `[${el.getAttribute("type")}]` : ""} "${label.slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
    }
    return offenders;
  }, MIN_TARGET);
}
