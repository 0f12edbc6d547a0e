import { Link } from "@remix-run/react";

/** A card of the admin area with its title and the way back to the panel. */
export function AdminSection({
  title,
  children,
  className = "mx-auto max-w-3xl",
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl bg-white p-5 shadow ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <Link to="/admin/painel" className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
          Voltar ao painel
        </Link>
      </div>
      {children}
    </section>
  );
}
