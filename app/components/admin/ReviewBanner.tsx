import { Link } from "@remix-run/react";

/** The panel's notice of the generators' pages waiting in "Para revisar" (nothing when none). */
export function ReviewBanner({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      to="/admin/revisar"
      className="mb-6 block rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 text-amber-950 shadow"
      data-review-banner={count}
    >
      <span className="font-bold">
        Para revisar: {count === 1 ? "1 página espera" : `${count} páginas esperam`} sua leitura
      </span>
      <span className="mt-1 block text-sm">Feitas pelos geradores, ainda fora do ar. Toque para ler e publicar.</span>
    </Link>
  );
}
