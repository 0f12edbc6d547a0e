import type { UnrecordedToday } from "~/lib/leads/leads.server";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Today's taps that reached WhatsApp or the phone without a record, and why: the list of contacts
 * is short by that many, and nothing was lost for the visitor.
 */
export function UnrecordedNotice({ counts }: { counts: UnrecordedToday & { addressCap: number } }) {
  const total = counts.address + counts.rate + counts.cap;
  if (total === 0) return null;
  const reasons = [
    counts.address > 0 &&
      `${plural(counts.address, "toque", "toques")} de quem já tinha ${counts.addressCap} contatos registrados hoje pelo mesmo endereço de internet`,
    counts.rate > 0 && `${plural(counts.rate, "toque", "toques")} repetidos muitas vezes em menos de um minuto`,
    counts.cap > 0 && `${plural(counts.cap, "toque", "toques")} depois que o site chegou ao limite de contatos do dia`,
  ].filter((r): r is string => typeof r === "string");
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-unrecorded={total}>
      <p className="font-semibold">
        Hoje,{" "}
        {plural(
          total,
          "toque no WhatsApp ou no telefone não foi registrado",
          "toques no WhatsApp ou no telefone não foram registrados",
        )}
        .
      </p>
      <p className="mt-1">
        A pessoa chegou à conversa normalmente; só não entrou nesta lista: {reasons.join("; ")}. Esses limites protegem
        a lista de robôs e de cliques em série.
      </p>
    </div>
  );
}
