import { describe, expect, it } from "vitest";
import { redact } from "~/lib/generation/ai.server";

const KEY = "abcd1234efgh5678ijkl9012mnop";

describe("redact (AI service error messages)", () => {
  it.each([
    [`Incorrect API key provided: ${KEY}.`, "Incorrect API key provided: [chave]."],
    [`Incorrect API key provided: ${KEY.toUpperCase()}`, "Incorrect API key provided: [chave]"],
    [`Chave inválida: ${KEY.slice(0, 8)}****************${KEY.slice(-4)}`, "Chave inválida: [chave]"],
    [`key=${KEY}&x=1`, "[chave]"],
    ["Incorrect API key provided: SK-PROJ-abc123xyz", "Incorrect API key provided: [chave]"],
    ["Rate limit reached for gpt-4o", "Rate limit reached for gpt-4o"],
  ])("%s → %s", (message, expected) => {
    expect(redact(message, KEY)).toBe(expected);
  });
});
