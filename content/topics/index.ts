import type { Topic, TopicCategory } from "../types";
import { topicsPart1 } from "./part1";
import { topicsPart2 } from "./part2";

export const topics: Topic[] = [...topicsPart1, ...topicsPart2];

/** The seven submenus of the 'Serviços' menu, in menu order. */
export const topicCategories: { id: TopicCategory; label: string }[] = [
  { id: "instalacao", label: "Instalação" },
  { id: "manutencao-e-reparo", label: "Manutenção e Reparo" },
  { id: "tipos-de-motores", label: "Tipos de Motores" },
  { id: "marcas", label: "Marcas" },
  { id: "acessorios", label: "Acessórios" },
  { id: "servicos", label: "Serviços" },
  { id: "problemas-e-solucoes", label: "Problemas e Soluções" },
];

const bySlug = new Map(topics.map((t) => [t.slug, t]));

export function findTopic(slug: string): Topic | undefined {
  return bySlug.get(slug);
}

export function topicsIn(category: TopicCategory): Topic[] {
  return topics.filter((t) => t.category === category);
}
