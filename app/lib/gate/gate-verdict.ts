// What the uniqueness gate says, as words and as a measure shared by both ways of answering it:
// the full scan (every published page's row, what the gate did before the shingle index, kept as
// the reference the index is tested against and as the fallback of the near-copy search) and the
// shingle index (duplicates.server.ts).
import {
  GATE_UNIQUE_SHARE,
  MIN_MEASURED,
  hashJaccard,
  measuredHashes,
  sharedCount,
  uniqueShare,
  uniqueShareBeforeAfter,
} from "~/lib/seo/similarity";
import type { BuiltinText } from "./builtin-texts.server";
import type { IndexRow } from "./page-index.server";
import type { IndexVerdict } from "~/lib/pages/page-record";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

export interface Similar {
  path: string;
  title: string;
  /** Jaccard of the two texts' 5-word shingles, 0..1. */
  score: number;
}

export const percent = (score: number) => `${Math.round(score * 100)}%`;

export const GATE_MIN = GATE_UNIQUE_SHARE;

const ADVICE = "Adicione uma obra, uma foto ou um parágrafo seu sobre este serviço e este lugar, e salve de novo.";

export const verdicts = {
  topic: (unique: number, title: string, checkedAt: string): IndexVerdict => ({
    ok: false,
    code: "topic",
    unique,
    reason: `Já existe uma página no Google para o mesmo serviço no mesmo lugar: “${title}”. Duas páginas disputando a mesma busca atrapalham as duas; complete aquela ou mude esta para outro serviço.`,
    checkedAt,
  }),
  low: (unique: number, checkedAt: string): IndexVerdict => ({
    ok: false,
    code: "low",
    unique,
    reason: `Só ${percent(unique)} do texto desta página não aparece em outras páginas do site (o mínimo é ${percent(GATE_MIN)}), por isso ela fica fora do Google. ${ADVICE}`,
    checkedAt,
  }),
  short: (unique: number, checkedAt: string): IndexVerdict => ({
    ok: false,
    code: "low",
    unique,
    reason: `O texto desta página é curto demais para medir se ele é só dela (e páginas muito curtas pouco ajudam no Google), por isso ela fica fora do Google. ${ADVICE}`,
    checkedAt,
  }),
  hurts: (unique: number, title: string, checkedAt: string): IndexVerdict => ({
    ok: false,
    code: "hurts",
    unique,
    reason: `Esta página repete trechos de “${title}”, que já está no Google, e tiraria a exclusividade dela. ${ADVICE}`,
    checkedAt,
  }),
  ok: (unique: number, checkedAt: string): IndexVerdict => ({ ok: true, code: "ok", unique, reason: "", checkedAt }),
};

/** How many built-in pages hold each hash, computed once per set of built-in texts. */
const builtinCountsCache = isolateWeakMap<BuiltinText[], Map<number, number>>({
  name: "gate/gate-verdict built-in hash counts",
  key: "a set of built-in texts (gate/builtin-texts.server.ts, one per identity version)",
  invalidatedBy: "a new set of built-in texts",
});
export function builtinHashCounts(builtins: BuiltinText[]): Map<number, number> {
  let counts = builtinCountsCache.get(builtins);
  if (!counts) {
    counts = new Map();
    for (const b of builtins) for (const h of b.hashes) counts.set(h, (counts.get(h) ?? 0) + 1);
    builtinCountsCache.set(builtins, counts);
  }
  return counts;
}

/** A built-in page's unique share among the built-in pages alone, computed once per isolate. */
const aloneCache = isolateWeakMap<BuiltinText, number>({
  name: "gate/gate-verdict built-in unique share",
  key: "a built-in text",
  invalidatedBy: "a new set of built-in texts",
});
export function builtinAlone(b: BuiltinText, builtins: BuiltinText[]): number {
  let share = aloneCache.get(b);
  if (share === undefined) {
    share = uniqueShare(
      b.hashes,
      builtins.filter((x) => x !== b).map((x) => x.hashes),
    );
    aloneCache.set(b, share);
  }
  return share;
}

/** The closest of `rows` and the built-in pages (the full scan: one merge per page). */
export function fullScanClosest(mine: Uint32Array, rows: readonly IndexRow[], builtins: BuiltinText[]): Similar | null {
  let closest: Similar | null = null;
  const consider = (candidate: Similar) => {
    if (!closest || candidate.score > closest.score) closest = candidate;
  };
  for (const b of builtins) consider({ path: b.path, title: b.title, score: hashJaccard(mine, b.hashes) });
  for (const r of rows)
    consider({ path: `/links-uteis/${r.slug}`, title: r.title, score: hashJaccard(mine, r.hashes) });
  return closest;
}

/**
 * The full scan's verdict: whether a page may be indexed next to the indexable ones — its own
 * unique share, the share it leaves to each of them, and one indexable page per service and
 * place. `rows`: every published row but the page's own.
 */
export function fullScanVerdict(
  mine: Uint32Array,
  topic: string | null,
  rows: readonly IndexRow[],
  builtins: BuiltinText[],
  checkedAt: string,
): IndexVerdict {
  const indexable = rows.filter((r) => r.indexable);
  const sameTopic = topic === null ? undefined : indexable.find((r) => r.topic === topic);
  const others: { title: string; hashes: Uint32Array; alone?: () => number }[] = [
    ...builtins.map((b) => ({ title: b.title, hashes: b.hashes, alone: () => builtinAlone(b, builtins) })),
    ...indexable,
  ];
  const all = others.map((o) => o.hashes);
  const unique = uniqueShare(mine, all);
  if (sameTopic) return verdicts.topic(unique, sameTopic.title, checkedAt);
  if (measuredHashes(mine).length < MIN_MEASURED) return verdicts.short(unique, checkedAt);
  if (unique < GATE_MIN) return verdicts.low(unique, checkedAt);
  // A page may not take another indexable page under the minimum: the first one keeps its place.
  for (const [i, other] of others.entries()) {
    // Only measured hashes move a share (similarity.ts isMeasured).
    const measured = measuredHashes(other.hashes);
    const shared = sharedCount(measured, mine);
    if (shared === 0) continue;
    // A built-in page cannot fall under the minimum when its share among built-in pages alone
    // (an upper bound of its share now) stays above it after losing every hash it shares with
    // this page; a generated page is measured exactly.
    if (other.alone && other.alone() - shared / measured.length >= GATE_MIN) continue;
    const { before, after } = uniqueShareBeforeAfter(
      other.hashes,
      all.filter((_, j) => j !== i),
      mine,
    );
    if (after < GATE_MIN && after < before) return verdicts.hurts(unique, other.title, checkedAt);
  }
  return verdicts.ok(unique, checkedAt);
}
