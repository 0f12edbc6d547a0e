// The quality floor applied to the uniqueness gate's verdict (called where the verdict is made,
// pages/store-checks.server.ts). Only generated pages (batch creator, AI) meet it: their text was
// written by no person; the seller's own pages are his word, judged by the uniqueness gate alone.
// A generated page the seller edits keeps its kind, so his edit must bring it over the floor.
// Word salad comes first: a text that does not read as sentences has nothing else worth fixing.
import type { IndexVerdict, PageRecord } from "~/lib/pages/page-record";
import { coherenceReason } from "./coherence";
import { qualityProblems, qualityReason } from "./quality";

export function floorVerdict(
  page: Pick<PageRecord, "title" | "content"> & Partial<Pick<PageRecord, "kind">>,
  verdict: IndexVerdict,
  shingleCount: number,
): IndexVerdict {
  if (!verdict.ok || (page.kind !== "lote" && page.kind !== "ia")) return verdict;
  const incoherent = coherenceReason(page.content);
  if (incoherent) return { ...verdict, ok: false, code: "coherence", reason: incoherent };
  const ownWords = Math.max(0, verdict.unique) * shingleCount;
  const reason = qualityReason(qualityProblems({ title: page.title, content: page.content, ownWords }));
  return reason ? { ...verdict, ok: false, code: "quality", reason } : verdict;
}
