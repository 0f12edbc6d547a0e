import type { FieldDiff } from "~/lib/pages/diff-parts";

/** Highlighted differences: removed text struck through in red, added text in green. */
export function VersionDiff({ fields, from, to }: { fields: FieldDiff[]; from: string; to: string }) {
  const changed = fields.filter((f) => f.parts !== null);
  return (
    <section className="mt-6" aria-labelledby="diferencas" data-version-diff>
      <h2 id="diferencas" className="text-lg font-bold text-brand-900">
        O que mudou
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        De {from} para {to}: <del className="bg-red-100 text-red-900">texto que saiu</del>,{" "}
        <ins className="bg-green-100 text-green-900 no-underline">texto que entrou</ins>.
      </p>
      {changed.length === 0 ? (
        <p className="mt-3 text-slate-700">As duas versões têm o mesmo texto.</p>
      ) : (
        changed.map((f) => (
          <div key={f.label} className="mt-4 min-w-0">
            <h3 className="font-semibold text-slate-800">{f.label}</h3>
            <p className="mt-1 rounded-lg border border-slate-200 p-3 whitespace-pre-line break-words text-slate-800">
              {f.parts!.map((p, i) =>
                p.kind === "same" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, never reordered.
                  <span key={i}>{p.text}</span>
                ) : p.kind === "added" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <ins key={i} className="bg-green-100 text-green-900 no-underline" data-diff="added">
                    {p.text}
                  </ins>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <del key={i} className="bg-red-100 text-red-900" data-diff="removed">
                    {p.text}
                  </del>
                ),
              )}
            </p>
          </div>
        ))
      )}
    </section>
  );
}
