/** Categories of the 'Guias Técnicos' menu (shared by the browser form and the server store). */
export const GUIDE_CATEGORIES_LIST = [
  "Instalação",
  "Configuração",
  "Solução de Problemas",
  "Ajustes",
  "Manutenção",
] as const;
