import { currentClaimTokens } from "@content/claimed";
import { fillClaims } from "@content/claims";

export function PageHero({ heading, lead: raw, kicker }: { heading: string; lead?: string; kicker?: string }) {
  const lead = raw === undefined ? undefined : fillClaims(raw, currentClaimTokens());
  return (
    <header className="container-page pt-6 pb-4">
      {kicker && <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{kicker}</p>}
      <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
    </header>
  );
}
