import { filterCities } from "~/lib/seo/city-search";

export const NO_CITY_MESSAGE =
  "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.";

export interface CityEntry {
  name: string;
  href?: string;
}

/**
 * Free-shipping cities with a search box: a GET form answered by the server (every city is in
 * the list, the ones that do not match are `hidden`), filtered as the visitor types by enhance.js.
 */
export function CitySearch({ cities, query }: { cities: readonly CityEntry[]; query: string }) {
  const matches = new Set(
    filterCities(
      cities.map((c) => c.name),
      query,
    ),
  );
  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a GET form is the no-JavaScript search; role="search" names it. */}
      <form method="get" action="/#frete-gratis" className="flex max-w-md gap-2" role="search">
        <label htmlFor="busca-cidade" className="sr-only">
          Buscar cidade
        </label>
        <input
          id="busca-cidade"
          name="cidade"
          type="search"
          defaultValue={query}
          placeholder="Digite sua cidade"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Buscar
        </button>
      </form>
      <p className="sr-only" aria-live="polite" data-city-count>
        {matches.size} {matches.size === 1 ? "cidade encontrada" : "cidades encontradas"}
      </p>
      <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900" data-empty-cities hidden={matches.size > 0}>
        {NO_CITY_MESSAGE}
      </p>
      <ul
        className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        data-city-list
        hidden={matches.size === 0}
      >
        {cities.map((city) => (
          <li
            key={city.name}
            data-city={city.name}
            hidden={!matches.has(city.name)}
            className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
          >
            <span aria-hidden="true" className="text-chat-600">
              ✓
            </span>
            {city.href ? (
              <a href={city.href} className="hover:underline">
                {city.name}
              </a>
            ) : (
              city.name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
