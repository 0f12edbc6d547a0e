function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("pt-BR")
    .trim();
}

/**
 * Case-insensitive substring match. Accents are ignored too, so a phone visitor
 * typing 'sao' finds 'São Paulo'.
 */
export function filterCities(cities: readonly string[], query: string): string[] {
  const needle = fold(query);
  if (needle === "") return [...cities];
  return cities.filter((city) => fold(city).includes(needle));
}
