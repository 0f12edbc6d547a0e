import { describe, expect, it } from "vitest";
import { business } from "@content/business";
import { buildTelLink, buildWhatsAppLink, messageForPlace } from "~/lib/leads/contact";

describe("buildWhatsAppLink", () => {
  it("uses the business number and default message", () => {
    const url = new URL(buildWhatsAppLink());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${business.phoneDigits}`);
    expect(url.searchParams.get("text")).toBe(business.chatDefaultMessage);
  });

  it("encodes accents, emoji and ampersands so the message survives intact", () => {
    const message = "Olá! Orçamento p/ portão & motor 🚪 em São João?";
    const href = buildWhatsAppLink(message, "55 (11) 98888-7777");
    expect(href).toBe(
      "https://wa.me/5511988887777?text=Ol%C3%A1!%20Or%C3%A7amento%20p%2F%20port%C3%A3o%20%26%20motor%20%F0%9F%9A%AA%20em%20S%C3%A3o%20Jo%C3%A3o%3F",
    );
    expect(new URL(href).searchParams.get("text")).toBe(message);
    expect(href).not.toContain("&motor");
  });

  it("builds tel: links with the country code", () => {
    expect(buildTelLink("55 11 4002-1234")).toBe("tel:+551140021234");
  });

  it("names the place in a local message, after the seller's own words", () => {
    expect(messageForPlace("Vila Yara, Osasco")).toBe(`${business.chatDefaultMessage}\nLocal: Vila Yara, Osasco`);
  });
});
