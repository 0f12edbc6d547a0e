// RFC 6238's test vectors (SHA-1, appendix B: the ASCII secret "12345678901234567890", last 6 of
// the 8 digits), the base32 secret an authenticator app is given, and the ±1 step window.
import { describe, expect, it } from "vitest";
import { TOTP_STEP_S, matchingStep, totpCode, totpSecret } from "~/lib/auth/totp";

// "12345678901234567890" in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP (RFC 6238)", () => {
  it("gives RFC 6238's codes for its SHA-1 vectors", async () => {
    const secret = totpSecret(RFC_SECRET)!;
    expect(new TextDecoder().decode(secret)).toBe("12345678901234567890");
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [time, eight] of vectors) {
      expect(await totpCode(secret, Math.floor(time / TOTP_STEP_S)), String(time)).toBe(eight.slice(2));
    }
  });

  it("reads a secret as apps show it (groups, lower case) and refuses a short or non-base32 one", () => {
    expect(totpSecret("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(totpSecret(RFC_SECRET));
    expect(totpSecret("GEZDGNBV")).toBeNull();
    expect(totpSecret("GEZDGNBVGY3TQOJQ1890")).toBeNull();
    expect(totpSecret(undefined)).toBeNull();
  });

  it("accepts the code of now and of one step either side, nothing further", async () => {
    const secret = totpSecret(RFC_SECRET)!;
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 1000 / TOTP_STEP_S);
    for (const delta of [-1, 0, 1]) {
      expect(await matchingStep(secret, await totpCode(secret, step + delta), now)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      const code = await totpCode(secret, step + delta);
      const nearby = await Promise.all([-1, 0, 1].map((d) => totpCode(secret, step + d)));
      if (!nearby.includes(code)) expect(await matchingStep(secret, code, now)).toBeNull();
    }
    expect(await matchingStep(secret, "12345", now)).toBeNull();
    expect(await matchingStep(secret, "abcdef", now)).toBeNull();
  });
});
