// The AI's second opinion (app/lib/claims/second-opinion.server.ts) with an injected fetch: one
// structured request per page, its indices only widen the rules' flags, and any failure leaves
// the rules alone (logged with status and kind only).
import { afterEach, describe, expect, it, vi } from "vitest";
import { allLocations } from "@content/locations";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import {
  SECOND_OPINION_MARKER,
  secondOpinion,
  secondOpinionBody,
  widenFlags,
} from "~/lib/claims/second-opinion.server";
import { CONFIRMED } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
};

const SENTENCES = [
  "O motor deslizante move o portão pela cremalheira.",
  "Somos a empresa mais elogiada do bairro.",
  "A fotocélula impede que o portão feche sobre o carro.",
];

const answer = (content: string, total = 321) =>
  new Response(JSON.stringify({ choices: [{ message: { content } }], usage: { total_tokens: total } }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

const config = (fetch: typeof globalThis.fetch) => ({
  apiKey: "sk-test",
  baseUrl: "http://ai.test/v1/",
  model: "modelo",
  fetch,
});

afterEach(() => vi.restoreAllMocks());

describe("second opinion", () => {
  it("makes one structured request with the sentences numbered and returns 0-based indices and tokens", async () => {
    const fetch = vi.fn(async () => answer('{"indices":[3,1,3,9]}'));
    const got = await secondOpinion(SENTENCES, config(fetch as unknown as typeof globalThis.fetch));
    expect(got).toEqual({ indices: [0, 2], tokens: 321, status: "ok" });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://ai.test/v1/chat/completions");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer sk-test");
    const body = JSON.parse(init.body as string);
    expect(body.response_format.type).toBe("json_schema");
    expect(body.messages[0].content.startsWith(SECOND_OPINION_MARKER)).toBe(true);
    expect(body.messages[1].content).toBe(SENTENCES.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  });

  it("without a key makes no request", async () => {
    const fetch = vi.fn();
    const got = await secondOpinion(SENTENCES, { ...config(fetch), apiKey: " " });
    expect(got.status).toBe("off");
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["an HTTP error", () => new Response('{"error":{"message":"sk-test leaked"}}', { status: 500 }), "http"],
    ["a body that is not JSON", () => new Response("{ não é json", { status: 200 }), "invalid-completion"],
    ["content that is not the JSON asked for", () => answer("As frases 2 e 3."), "invalid-answer"],
    ["indices that are not integers", () => answer('{"indices":["dois"]}'), "invalid-answer"],
  ])("%s: rules alone, logged with status and kind only", async (_, respond, kind) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const got = await secondOpinion(SENTENCES, config(vi.fn(async () => respond())));
    expect(got.status).toBe("failed");
    expect(got.indices).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(JSON.parse(line)).toMatchObject({ kind });
    expect(line).not.toContain("sk-test");
  });

  it("a network failure: rules alone", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const got = await secondOpinion(SENTENCES, config(vi.fn(async () => Promise.reject(new TypeError("x")))));
    expect(got).toEqual({ indices: [], tokens: 0, status: "failed" });
  });

  it("only widens the rules' flags, never clears one", () => {
    const checked = SENTENCES.map((s) => checkSentence(s, facts));
    expect(checked.map((c) => c.removed)).toEqual([false, true, false]);
    const widened = widenFlags(checked, { indices: [0], tokens: 1, status: "ok" });
    expect(widened.map((c) => c.removed)).toEqual([true, true, false]);
    expect(widened[0]!.findings.at(-1)).toMatchObject({ kind: "sobre a empresa", verdict: "remove" });
    expect(widenFlags(checked, { indices: [], tokens: 0, status: "ok" }).map((c) => c.removed)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("asks for at most a few tokens per sentence in the answer", () => {
    const body = secondOpinionBody(Array(100).fill("Frase."), "m");
    expect(body.max_tokens).toBe(416);
  });
});

describe("the fake AI service answers a second-opinion request", () => {
  it("knows it by the instructions' first line and answers the JSON asked for", async () => {
    const { SECOND_OPINION_FIRST_LINE, secondOpinionAnswer } = await import("../../harness/fakes/fake-openai");
    expect(SECOND_OPINION_FIRST_LINE).toBe(SECOND_OPINION_MARKER);
    const body = secondOpinionBody(SENTENCES, "m");
    expect(JSON.parse(secondOpinionAnswer(body.messages)!)).toEqual({ indices: [2] });
    expect(secondOpinionAnswer([{ role: "system", content: "Você é redator" }])).toBeNull();
  });
});
