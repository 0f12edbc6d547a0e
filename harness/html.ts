import { parse, type HTMLElement } from "node-html-parser";

export function html(text: string): HTMLElement {
  return parse(text, { comment: false });
}

export function text(el: HTMLElement | null | undefined): string {
  return (el?.textContent ?? "").replace(/\s+/g, " ").trim();
}

export async function getHtml(res: Response): Promise<HTMLElement> {
  return html(await res.text());
}
