// The footer's "©" year is São Paulo's: on Dec 31 a visitor there still sees the old year until his
// own midnight (03:00 UTC), not from 21:00, when a Worker's UTC clock turns.
import { describe, expect, it } from "vitest";
import { yearOfMs } from "~/lib/platform/clock";

describe("the footer's year", () => {
  it("turns at midnight in São Paulo, not at midnight UTC", () => {
    expect(yearOfMs(Date.parse("2026-12-31T23:30:00Z"))).toBe(2026);
    expect(yearOfMs(Date.parse("2027-01-01T02:59:59.999Z"))).toBe(2026);
    expect(yearOfMs(Date.parse("2027-01-01T03:00:00Z"))).toBe(2027);
  });
});
