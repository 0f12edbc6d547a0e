import { z } from "zod";
import { normaliseRefCode } from "./leads";

/** A lead's reference code as a form sends it, normalised; the same message on every form. */
export const refCodeField = z.string({ error: "Informe o código de referência." }).transform((v, ctx) => {
  const code = normaliseRefCode(v);
  if (!code) {
    ctx.addIssue({ code: "custom", message: "Código inválido: são 5 letras e números, como em “Ref: SA7K2”." });
    return z.NEVER;
  }
  return code;
});
