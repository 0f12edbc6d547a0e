import { describe, expect, it } from "vitest";
import { pageParam, paginate } from "~/http/pagination";

describe("paginate", () => {
  it("caps the page buttons at 5, centred on the current page", () => {
    expect(paginate(200, 1, 20).buttons).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(200, 6, 20).buttons).toEqual([4, 5, 6, 7, 8]);
    expect(paginate(200, 10, 20).buttons).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(200, 9, 20).buttons).toHaveLength(5);
  });

  it("shows fewer buttons when there are fewer pages", () => {
    expect(paginate(77, 1, 20)).toMatchObject({ totalPages: 4, buttons: [1, 2, 3, 4], start: 0, end: 20 });
    expect(paginate(0, 1, 12)).toMatchObject({ totalPages: 1, buttons: [1], start: 0, end: 0 });
  });

  it("clamps out-of-range pages", () => {
    expect(paginate(77, 99, 20)).toMatchObject({ page: 4, start: 60, end: 77 });
    expect(paginate(77, -3, 20).page).toBe(1);
    expect(paginate(77, Number.NaN, 20).page).toBe(1);
  });

  it("reads a page number from the query string", () => {
    expect(pageParam(new URL("https://x/?bairros=3"), "bairros")).toBe(3);
    expect(pageParam(new URL("https://x/?bairros=abc"), "bairros")).toBe(1);
    expect(pageParam(new URL("https://x/"), "bairros")).toBe(1);
  });
});
