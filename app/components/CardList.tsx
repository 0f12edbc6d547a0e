import { claimed } from "@content/claimed";

/** A grid of titled text cards (benefits, services, reasons to choose); claims filled in. */
export function CardList({
  items,
  heading: Heading = "h3",
  columns = "sm:grid-cols-2 lg:grid-cols-3",
  className = "",
}: {
  items: readonly { title: string; text: string }[];
  heading?: "h2" | "h3";
  columns?: string;
  className?: string;
}) {
  return (
    <ul className={`grid gap-4 ${columns} ${className}`}>
      {claimed(items).map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 p-5">
          <Heading className="text-lg font-semibold text-brand-800">{item.title}</Heading>
          <p className="mt-1 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
