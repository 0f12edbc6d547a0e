// A name made only of invisible characters is no name: the customer's testimonial form and
// "Dados da empresa" refuse it, and keep a real name without its invisible characters.
import { describe, expect, it } from "vitest";
import { IDENTITY_FORM } from "../support/identity-form";
import { identityFormSchema } from "~/lib/identity/identity";
import { visibleText } from "~/lib/platform/visible-text";
import { testimonialFormSchema } from "~/lib/reviews/testimonial";

const INVISIBLE_NAMES = [
  "\u200b\u200b\u200b",
  "\u200d\u200c",
  "\u3164\u3164",
  "\u2800\u2800",
  "\u202e\u2066",
  " \ufeff ",
];

const testimonial = (nome: string) =>
  testimonialFormSchema.safeParse({
    nome,
    bairro: "Tatuapé",
    texto: "Instalaram o motor numa manhã e explicaram tudo.",
    consentimento: "on",
  });

describe("names made only of invisible characters", () => {
  it.each(INVISIBLE_NAMES)("the testimonial form refuses %j", (nome) => {
    const out = testimonial(nome);
    expect(out.success).toBe(false);
    expect(out.error?.issues[0]?.message).toBe("Informe seu primeiro nome.");
  });

  it("keeps a real name without its invisible characters", () => {
    expect(testimonial("\u200bAna\u200b").data?.nome).toBe("Ana");
    expect(visibleText("Linha 1\nLinha\u200b 2")).toBe("Linha 1\nLinha 2");
  });

  it.each(INVISIBLE_NAMES)("Dados da empresa refuses the company name %j", (name) => {
    const out = identityFormSchema.safeParse({ ...IDENTITY_FORM, name });
    expect(out.success).toBe(false);
    expect(out.error?.issues.map((i) => i.message)).toContain(
      "Nome da empresa: informe como os clientes conhecem a empresa.",
    );
  });
});
