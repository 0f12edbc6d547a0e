import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PHONE, defaultIdentity, formatPhone } from "@content/business";
import {
  identityFormInput,
  identityFormSchema,
  isPlaceholderIdentity,
  launchChecklist,
  prepareStoredIdentitySchema,
  storedIdentitySchema,
  validCnpj,
  youtubeIdOf,
} from "~/lib/identity/identity";
import { IDENTITY_FORM } from "../support/identity-form";

const BASE = IDENTITY_FORM;

describe("Dados da empresa: validation", () => {
  it("accepts phones typed any usual way and stores 55 + DDD + number", () => {
    const out = identityFormSchema.parse({ ...BASE, phone: "+55 (11) 3456-7890", whatsapp: "011987654321" });
    expect(out.phone).toBe("551134567890");
    expect(out.whatsapp).toBe("5511987654321");
    expect(formatPhone(out.whatsapp)).toBe("(11) 98765-4321");
  });

  it("names the field of each mistake", () => {
    const result = identityFormSchema.safeParse({
      ...BASE,
      phone: "3456-7890",
      cnpj: "11.111.111/1111-11",
      street: "Rua A",
      weekdaysCloses: "07:00",
      instagram: "https://evil.example/instagram.com",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Telefone:/),
        expect.stringMatching(/^CNPJ:/),
        expect.stringMatching(/^Endereço:/),
        expect.stringMatching(/^Horário de segunda a sexta:/),
        expect.stringMatching(/^Instagram:/),
      ]),
    );
  });

  it("takes a profile link pasted without https:// and says what a right one looks like", () => {
    const out = identityFormSchema.parse({
      ...BASE,
      googleBusinessUrl: "g.page/minha-empresa",
      mapsUrl: "maps.app.goo.gl/abc",
    });
    expect(out.googleBusinessUrl).toBe("https://g.page/minha-empresa");
    expect(out.mapsUrl).toBe("https://maps.app.goo.gl/abc");
    const wrong = identityFormSchema.safeParse({ ...BASE, googleBusinessUrl: "minha-empresa.com.br" });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      "Perfil no Google: cole o link copiado de lá, como https://g.page/suaempresa.",
    ]);
  });

  it("ships no presentation video: the seller's own, or none", () => {
    expect(defaultIdentity.youtubeId).toBe("");
  });

  it("checks CNPJ check digits and reads YouTube links of every shape", () => {
    expect(validCnpj("11222333000181")).toBe(true);
    expect(validCnpj("11222333000182")).toBe(false);
    expect(validCnpj("00000000000000")).toBe(false);
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=3",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "dQw4w9WgXcQ",
    ])
      expect(youtubeIdOf(link)).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://vimeo.com/123")).toBeNull();
  });

  it("drops blank testimonial rows and remembers which form row each one came from", () => {
    const form = new FormData();
    form.set("name", "X");
    form.set("t0.name", "");
    form.set("t0.text", "  ");
    form.set("t1.name", "Ana");
    form.set("t2.text", "só texto");
    const { input, rows } = identityFormInput(form);
    expect(input.testimonials).toEqual([{ name: "Ana" }, { text: "só texto" }]);
    expect(rows).toEqual([1, 2]);
  });
});

describe("Dados da empresa: stored record and launch checklist", () => {
  it("a malformed stored record falls back to the defaults", () => {
    expect(storedIdentitySchema.parse({ name: 1 })).toEqual(defaultIdentity);
    expect(storedIdentitySchema.parse(defaultIdentity)).toEqual(defaultIdentity);
  });

  it("the isolate's start parses a record with every part present, read as itself (not the fallback)", () => {
    // app/worker.server.ts prepareFirstAnswer: a record that fell back would leave parts unbuilt.
    expect(prepareStoredIdentitySchema()).toBe(true);
  });

  it("the placeholder phone blocks indexing and heads the checklist", () => {
    expect(defaultIdentity.phoneDigits).toBe(PLACEHOLDER_PHONE);
    expect(isPlaceholderIdentity(defaultIdentity)).toBe(true);
    const items = launchChecklist(defaultIdentity);
    // Phone, WhatsApp, address, CNPJ, Google profile, unconfirmed claims, sample testimonials.
    expect(items.filter((i) => !i.done)).toHaveLength(7);
    const launched = { ...defaultIdentity, phoneDigits: "551134567890", whatsappDigits: "5511987654321" };
    expect(isPlaceholderIdentity(launched)).toBe(false);
    expect(launchChecklist(launched).filter((i) => !i.done)).toHaveLength(5);
  });
});
