import { describe, expect, it } from "vitest";
import { missingWorkflows, missingWorkflowsNotice, workflowMissingMessage } from "~/lib/platform/missing-bindings";

// `npm run dev` runs without Workflows (wrangler's getPlatformProxy has none): the admin says which
// features do not run there; a server with every binding says nothing.
describe("missing Workflow bindings", () => {
  const all = { GENERATION: {}, SEARCH_CONSOLE: {}, RESTORE: {} };

  it("names none, and shows no notice, when every Workflow is bound", () => {
    expect(missingWorkflows(all)).toEqual([]);
    expect(missingWorkflowsNotice(all)).toBeNull();
  });

  it("lists the three features of a server without Workflows, in Portuguese", () => {
    expect(missingWorkflows({})).toEqual(["GENERATION", "SEARCH_CONSOLE", "RESTORE"]);
    expect(missingWorkflowsNotice({})).toBe(
      "Servidor de desenvolvimento (npm run dev): a geração de páginas em lote (Criador em lote, Gerador técnico, “Processar todos” do Gerador de conteúdo); a importação do Search Console e a restauração de uma cópia de segurança não funcionam aqui, porque rodam em Workflows do Cloudflare. Use npm start para testá-las.",
    );
  });

  it("agrees in the singular when one is missing", () => {
    expect(missingWorkflowsNotice({ ...all, RESTORE: undefined })).toBe(
      "Servidor de desenvolvimento (npm run dev): a restauração de uma cópia de segurança não funciona aqui, porque roda num Workflow do Cloudflare. Use npm start para testá-la.",
    );
    expect(workflowMissingMessage("SEARCH_CONSOLE")).toContain("a importação do Search Console roda num Workflow");
  });
});
