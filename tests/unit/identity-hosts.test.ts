// Issue 25, finding 7: the Google Business Profile and Maps links of "Dados da empresa" accept
// Google's own host names only, exactly; a stored link on another host is not shown.
import { describe, expect, it } from "vitest";
import { IDENTITY_FORM } from "../support/identity-form";
import { defaultIdentity } from "@content/business";
import { identityFormSchema, storedIdentitySchema } from "~/lib/identity/identity";

const BASE = IDENTITY_FORM;

const accepts = (field: "googleBusinessUrl" | "mapsUrl", url: string) =>
  identityFormSchema.safeParse({ ...BASE, [field]: url }).success;

describe("Google links in Dados da empresa", () => {
  it.each([
    "https://google.evil.example/maps",
    "https://maps.google.com.evil.example/place/x",
    "https://www.google.evil.example",
    "https://evilgoogle.com/",
    "https://google.com@evil.example/",
    "https://google.com:8443/maps",
    "https://g.page.evil.example/x",
    "https://maps.app.goo.gl.evil.example/x",
    "http://maps.google.com/x",
  ])("refuses %s", (url) => {
    expect(accepts("googleBusinessUrl", url)).toBe(false);
    expect(accepts("mapsUrl", url)).toBe(false);
  });

  it.each([
    ["googleBusinessUrl", "https://g.page/r/CabcdEFG"],
    ["googleBusinessUrl", "https://www.google.com/maps/place/Motores+PPA"],
    ["googleBusinessUrl", "https://business.google.com/dashboard"],
    ["mapsUrl", "https://maps.app.goo.gl/AbCdEf123"],
    ["mapsUrl", "https://www.google.com.br/maps/place/Motores+PPA"],
    ["mapsUrl", "https://maps.google.com/?cid=123"],
  ] as const)("accepts %s %s", (field, url) => {
    expect(accepts(field, url)).toBe(true);
  });

  it("a link on another host stored before is not shown", () => {
    const stored = storedIdentitySchema.parse({
      ...defaultIdentity,
      googleBusinessUrl: "https://google.evil.example/x",
      mapsUrl: "https://maps.google.com.evil.example/y",
    });
    expect(stored.googleBusinessUrl).toBe("");
    expect(stored.mapsUrl).toBe("");
    const good = storedIdentitySchema.parse({ ...defaultIdentity, mapsUrl: "https://maps.app.goo.gl/AbCdEf123" });
    expect(good.mapsUrl).toBe("https://maps.app.goo.gl/AbCdEf123");
  });
});
