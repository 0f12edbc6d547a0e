// Issue 25, finding 10: one JSON object per log line, whatever the fields hold.
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/lib/platform/log";

afterEach(() => {
  vi.restoreAllMocks();
});

function capture() {
  const lines: string[] = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  return lines;
}

describe("log", () => {
  it("a field with newlines stays inside its string: one line, one object", () => {
    const lines = capture();
    const email = 'a@b.c\n{"level":"info","msg":"Admin signed in"}\r\nfim';
    log.warn("Admin sign-in failed", { email, address: "192.0.2.1" });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.split("\n")).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level: "warn", msg: "Admin sign-in failed", email, address: "192.0.2.1" });
  });

  it("errors become their name, message and cause; nothing unserializable costs the line", () => {
    const lines = capture();
    log.error("Save failed", { error: new TypeError("boom\nsecond line", { cause: new Error("inner") }) });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    log.info("Odd", { cyclic });
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {
        level: "error",
        msg: "Save failed",
        error: { name: "TypeError", message: "boom\nsecond line", cause: { name: "Error", message: "inner" } },
      },
      { level: "info", msg: "Odd", fields: "unserializable" },
    ]);
  });
});
