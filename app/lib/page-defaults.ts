/** Spec §3 default meta description of a generated page (browser form and server alike). */
export function defaultDescriptionFor(title: string): string {
  return `Informações sobre ${title}. Atendimento especializado, produtos de qualidade e suporte técnico.`;
}
