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

/** Editorial sections as h2 + blocks, inside the prose container; the seller's claims filled in. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="prose-ppa">
      {claimed(sections).map((s) => (
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
  const sections = claimed(raw);
  return (
    <nav aria-labelledby="sumario" className="rounded-xl bg-slate-50 p-5">
      <h2 id="sumario" className="font-bold text-brand-900">
        Sumário
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-brand-700 hover:underline">
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
