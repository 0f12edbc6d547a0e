// The simulation bench-cold prints (harness/tier-window.ts): seeded, and the new window never
// renders more than the old one.
import { describe, expect, it } from "vitest";
import { tierWindowShares } from "../../harness/tier-window";

describe("views that meet a render, old tier window against new", () => {
  it("is the same every run, and fewer views render with the window that lasts until something changes", () => {
    const site = { pages: 120, viewsPerDay: 600 };
    const a = tierWindowShares(site);
    expect(tierWindowShares(site)).toEqual(a);
    expect(a.views).toBeGreaterThan(1_000);
    expect(a.rendered.new).toBeLessThan(a.rendered.old);
    expect(a.firstOfDay.new).toBeLessThan(a.firstOfDay.old);
    // The daily warm-up renews what the day would expire: fewer views still.
    expect(a.rendered.warmed).toBeLessThan(a.rendered.new);
    // With no save and no rating, a page renders at most once a day in the new window.
    const quiet = tierWindowShares({ ...site, savesPerDay: 0, rating: false });
    expect(quiet.firstOfDay.new).toBeLessThanOrEqual(1);
    expect(quiet.rendered.new).toBeLessThan(a.rendered.new);
  });
});
