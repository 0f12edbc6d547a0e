import { describe, expect, it } from "vitest";
import { leadOf, summaryOf } from "~/lib/pages/page-defaults";
import { missingFieldsMessage, plainTextToHtml, readPageForm } from "~/lib/pages/page-form.server";
import { EmptyFieldsError, cleanPage } from "~/lib/pages/store.server";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("page form", () => {
  it("turns plain text with blank lines into paragraphs and keeps HTML as it is", () => {
    expect(plainTextToHtml("Primeiro parágrafo.\n\nSegundo,\ncom quebra.\r\n\r\n<Terceiro> & fim")).toBe(
      "<p>Primeiro parágrafo.</p>\n<p>Segundo,<br>com quebra.</p>\n<p>&lt;Terceiro&gt; &amp; fim</p>",
    );
    expect(plainTextToHtml("<p>Já é HTML</p>")).toBe("<p>Já é HTML</p>");
  });

  it("names every missing field with its label", () => {
    expect(missingFieldsMessage(["description"])).toBe("Preencha o campo “Resumo para o Google”.");
    expect(missingFieldsMessage(["title", "slug", "content"])).toBe(
      "Preencha os campos “Título”, “Endereço da página” e “Conteúdo”.",
    );
    const result = readPageForm(form({ title: "Título", slug: "", description: "", content: "<p>x</p>" }));
    expect(result).toMatchObject({
      ok: false,
      error: "Preencha os campos “Endereço da página” e “Resumo para o Google”.",
    });
    // Markup alone is empty once cleaned: the store, which cleans every save, names the fields.
    const markup = readPageForm(form({ title: "<b></b>", slug: "!!", description: "D", content: "<p><em></em></p>" }));
    expect(markup.ok).toBe(true);
    if (!markup.ok) return;
    let refused: unknown;
    try {
      cleanPage(markup.page);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EmptyFieldsError);
    expect(missingFieldsMessage((refused as EmptyFieldsError).fields)).toBe(
      "Preencha os campos “Título”, “Endereço da página” e “Conteúdo”.",
    );
  });

  it("the store cleans what it saves: sanitized text and HTML, a slug by the slug rule", () => {
    const page = cleanPage({
      title: " Título <i>com</i> marcação ",
      slug: "Endereço Com Acentos",
      description: "Resumo <script>alert(1)</script>",
      content: '<p onclick="x()">Texto <img src="javascript:alert(1)"></p>',
    });
    expect(page).toMatchObject({
      title: "Título com marcação",
      slug: "endereco-com-acentos",
      // Text stays text (shown escaped); only markup goes.
      description: "Resumo alert(1)",
      content: "<p>Texto <img></p>",
    });
  });

  it("reads the status and the duplicate confirmation", () => {
    const base = { title: "T", slug: "t", description: "D", content: "Texto." };
    expect(readPageForm(form({ ...base, status: "draft" }))).toMatchObject({
      ok: true,
      page: { status: "draft" },
      confirmed: false,
    });
    expect(readPageForm(form({ ...base, confirmDuplicate: "on" }))).toMatchObject({
      ok: true,
      page: { status: "published" },
      confirmed: true,
    });
  });
});

describe("lead of a generated page", () => {
  it("replaces the old default summary with the page's first paragraph", () => {
    const title = "Como instalar motor PPA";
    const content =
      "<h2>Antes</h2><p>Curto.</p><p>Separe o kit, confira a fiação da garagem e meça o portão antes de fixar a cremalheira.</p>";
    const old = `Informações sobre ${title}. Atendimento especializado, produtos de qualidade e suporte técnico.`;
    expect(leadOf({ title, description: old, content })).toBe(
      "Separe o kit, confira a fiação da garagem e meça o portão antes de fixar a cremalheira.",
    );
    expect(leadOf({ title, description: "Um resumo escrito.", content })).toBe("Um resumo escrito.");
    const long = `<p>${"palavra ".repeat(60)}</p>`;
    expect(summaryOf(long).length).toBeLessThanOrEqual(156);
    expect(summaryOf(long).endsWith("…")).toBe(true);
  });
});
