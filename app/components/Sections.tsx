import { claimed } from "@content/claimed";
import type { Block, Section } from "@content/types";

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "h3":
      return <h3 id={block.id}>{block.text}</h3>;
    case "ul":
      if (block.items.length === 0) return null;
      return (
        <ul>
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    case "ol":
      if (block.items.length === 0) return null;
      return (
        <ol>
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      );
    case "table":
      if (block.rows.length === 0) return null;
      return (
        // A table wider than a phone scrolls sideways: the region takes the focus so a keyboard can
        // scroll it too (axe: scrollable-region-focusable), named for what it holds.
        <section
          className="table-scroll overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
          tabIndex={0}
          aria-label={block.caption ?? block.head.join(", ")}
        >
          {block.head.length > 3 && (
            // On a phone a table of several columns is wider than the screen: say it scrolls.
            <p className="mb-1 text-xs text-slate-600 sm:hidden" data-scroll-hint>
              Deslize a tabela para o lado para ver todas as colunas.
            </p>
          )}
          <table>
            {block.caption && <caption className="mb-2 text-left font-semibold">{block.caption}</caption>}
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static table cells, never reordered.
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "tip":
      return (
        <p className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-amber-950">
          <strong>Dica: </strong>
          {block.text}
        </p>
      );
  }
}

/** A block that shows something on its own (a sub-heading only introduces what follows it). */
function blockShows(block: Block): boolean {
  switch (block.type) {
    case "h3":
      return false;
    case "ul":
    case "ol":
      return block.items.length > 0;
    case "table":
      return block.rows.length > 0;
    default:
      return block.text.trim() !== "";
  }
}

/** A table without the columns a cleared claim left empty in every row. */
function withoutEmptyColumns(block: Extract<Block, { type: "table" }>): Block {
  const keep = block.head.map((_, col) => block.rows.some((row) => (row[col] ?? "").trim() !== ""));
  if (keep.every(Boolean)) return block;
  return {
    ...block,
    head: block.head.filter((_, col) => keep[col]),
    rows: block.rows.map((row) => row.filter((_, col) => keep[col])),
  };
}

/**
 * The sections with the seller's claims filled in, as they are shown: a cleared claim leaves no
 * table column empty in every row, no sub-heading with nothing under it, and no section with
 * nothing under its heading (nor its line in the table of contents).
 */
export function shownSections(raw: Section[]): Section[] {
  return claimed(raw).flatMap((section) => {
    const blocks = section.blocks
      .map((b) => (b.type === "table" ? withoutEmptyColumns(b) : b))
      .filter((b, i, all) => {
        if (b.type !== "h3") return blockShows(b);
        // A sub-heading stays when something shows before the next one.
        const next = all.slice(i + 1).findIndex((x) => x.type === "h3");
        return all.slice(i + 1, next === -1 ? undefined : i + 1 + next).some(blockShows);
      });
    return blocks.some(blockShows) ? [{ ...section, blocks }] : [];
  });
}

/** Editorial sections as h2 + blocks, inside the prose container; the seller's claims filled in. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="prose-ppa">
      {shownSections(sections).map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id} className="scroll-mt-28">
            {s.heading}
          </h2>
          {s.blocks.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content blocks, never reordered.
            <BlockView key={i} block={b} />
          ))}
        </section>
      ))}
    </div>
  );
}

export function TableOfContents({ sections: raw }: { sections: Section[] }) {
  const sections = shownSections(raw);
  return (
    <nav aria-labelledby="sumario" className="rounded-xl bg-slate-50 p-5">
      <h2 id="sumario" className="font-bold text-brand-900">
        Sumário
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="inline-flex min-h-6 items-center text-brand-700 hover:underline">
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
