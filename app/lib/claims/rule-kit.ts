// What every rule of the claims check shares: the finding it returns, the sentence it reads
// (as written and folded), the facts it compares with.
import type { Claims } from "@content/claims";

export type ClaimKind =
  | "avaliação"
  | "depoimento"
  | "pessoa"
  | "preço"
  | "garantia"
  | "prazo de atendimento"
  | "prazo de instalação"
  | "velocidade do portão"
  | "tempo de empresa"
  | "clientes atendidos"
  | "atendimento 24h"
  | "parcelamento"
  | "instalação grátis"
  | "serviço não confirmado"
  | "endereço"
  | "telefone"
  | "lugar fora da área"
  | "superlativo"
  | "estatística"
  | "reputação"
  | "credenciais"
  | "equipe e porte"
  | "horário"
  | "comparação"
  | "citação"
  | "sobre a empresa";

export interface Finding {
  kind: ClaimKind;
  /** "remove": the sentence goes; "agrees": it states a confirmed claim as confirmed. */
  verdict: "remove" | "agrees";
  /** For the seller, in Portuguese: what is wrong (or what it agrees with). */
  reason: string;
  /** The seller's confirmed claim this finding contradicts ("Garantia confirmada: 90 dias"); absent when he has none. */
  claim?: string;
}

export interface CheckedSentence {
  sentence: string;
  findings: Finding[];
  removed: boolean;
}

/** What the check compares a sentence with: the confirmed claims and the served places. */
export interface ClaimFacts {
  claims: Claims;
  /** Names of every served city and neighbourhood (content/locations). */
  servedPlaces: readonly string[];
  /** The company's name as the seller typed it: the site may name itself. */
  companyName: string;
  /** The year now, for "há N anos" against the founding year. */
  year: number;
  /** The page's city, for "instalação grátis" (free only in the cities the seller listed). */
  city?: string;
}

export type Rule = (s: Sentence, f: ClaimFacts) => Finding | null;

export interface Sentence {
  raw: string;
  /** Lower case, no accents. */
  low: string;
}

export const remove = (kind: ClaimKind, reason: string): Finding => ({ kind, verdict: "remove", reason });
export const agrees = (kind: ClaimKind, reason: string): Finding => ({ kind, verdict: "agrees", reason });

export const has = (s: Sentence, re: RegExp) => re.test(s.low);

export const UNCONFIRMED = "não confirmado por você em Ofertas e garantias";
