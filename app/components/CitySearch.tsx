import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { filterCities } from "~/lib/city-search";

export const NO_CITY_MESSAGE =
  "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.";

/**
 * Free-shipping cities with a search box: a GET form that the server answers without JavaScript,
 * filtering as the visitor types once JavaScript is running.
 */
export interface CityEntry {
  name: string;
  href?: string;
}

export function CitySearch({ cities, initialQuery }: { cities: readonly CityEntry[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const byName = new Map(cities.map((c) => [c.name, c]));
  const shown = filterCities(
    cities.map((c) => c.name),
    query,
  ).map((name) => byName.get(name) ?? { name });
  return (
    <div>
      <Form method="get" action="/#frete-gratis" preventScrollReset className="flex max-w-md gap-2" role="search">
        <label htmlFor="busca-cidade" className="sr-only">
          Buscar cidade
        </label>
        <input
          id="busca-cidade"
          name="cidade"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Digite sua cidade"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5"
        />
        <button type="submit" className="rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          Buscar
        </button>
      </Form>
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? "cidade encontrada" : "cidades encontradas"}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900" data-empty-cities>
          {NO_CITY_MESSAGE}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-city-list>
          {shown.map((city) => (
            <li key={city.name} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span aria-hidden="true" className="text-chat-600">✓</span>
              {city.href ? (
                <Link to={city.href} className="hover:underline">
                  {city.name}
                </Link>
              ) : (
                city.name
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
