// Bindings a server can lack. `npm run dev` (Vite and wrangler's getPlatformProxy,
// config/worker-dev-proxy.ts) has KV, D1, R2, Images and the rate limiters from wrangler.toml,
// but no Workflows: the features that run in one say so instead of failing half-way.
// `npm start` and production have them all.

const WORKFLOW_FEATURES = {
  GENERATION:
    "a geração de páginas em lote (Criador em lote, Gerador técnico, “Processar todos” do Gerador de conteúdo)",
  SEARCH_CONSOLE: "a importação do Search Console",
  RESTORE: "a restauração de uma cópia de segurança",
} as const;

export type WorkflowBinding = keyof typeof WORKFLOW_FEATURES;

/** The Workflow bindings `env` does not have, in wrangler.toml's order. */
export function missingWorkflows(env: Partial<Record<WorkflowBinding, unknown>>): WorkflowBinding[] {
  return (Object.keys(WORKFLOW_FEATURES) as WorkflowBinding[]).filter((name) => env[name] === undefined);
}

/** What an action needing `binding` answers where it is missing (with status 503). */
export function workflowMissingMessage(binding: WorkflowBinding): string {
  return `Indisponível neste servidor de desenvolvimento (npm run dev): ${WORKFLOW_FEATURES[binding]} roda num Workflow do Cloudflare, que só existe com npm start e no site publicado.`;
}

/** The admin's notice while some Workflow is missing, or null when all are there. */
export function missingWorkflowsNotice(env: Partial<Record<WorkflowBinding, unknown>>): string | null {
  const missing = missingWorkflows(env);
  if (missing.length === 0) return null;
  const features = missing.map((name) => WORKFLOW_FEATURES[name]);
  if (features.length === 1)
    return `Servidor de desenvolvimento (npm run dev): ${features[0]} não funciona aqui, porque roda num Workflow do Cloudflare. Use npm start para testá-la.`;
  const list = `${features.slice(0, -1).join("; ")} e ${features.at(-1)}`;
  return `Servidor de desenvolvimento (npm run dev): ${list} não funcionam aqui, porque rodam em Workflows do Cloudflare. Use npm start para testá-las.`;
}
