import { describe, expect, it } from "vitest";
import { pageSlugsOfKeys } from "~/lib/pages/store.server";
import { recordingKv } from "~/lib/platform/recording-kv";

/** Just enough of a KV namespace to watch the wrapper pass calls through. */
function memoryKv() {
  const store = new Map<string, string>();
  const calls: string[] = [];
  const kv = {
    async get(key: string) {
      calls.push(`get ${key}`);
      return store.get(key) ?? null;
    },
    async put(key: string, value: string) {
      calls.push(`put ${key}`);
      store.set(key, value);
    },
    async delete(key: string) {
      calls.push(`delete ${key}`);
      store.delete(key);
    },
    async list() {
      calls.push("list");
      return { keys: [...store.keys()].map((name) => ({ name })), list_complete: true };
    },
  };
  return { kv: kv as unknown as KVNamespace, calls };
}

describe("recordingKv", () => {
  it("passes every call through and records the keys written, not the ones read", async () => {
    const inner = memoryKv();
    const { kv, recording } = recordingKv(inner.kv);
    await kv.put("page:a", "1");
    await kv.put("throttle:x", "1");
    expect(await kv.get("page:a")).toBe("1");
    await kv.delete("redirect:b");
    await kv.list({ prefix: "page:" });
    expect(inner.calls).toEqual(["put page:a", "put throttle:x", "get page:a", "delete redirect:b", "list"]);
    expect([...recording.written]).toEqual(["page:a", "throttle:x", "redirect:b"]);
    expect(recording.waitMs).toBeGreaterThanOrEqual(0);
  });

  it("records a write that failed too (a purge too many is harmless, one too few is stale)", async () => {
    const inner = memoryKv();
    const failing = {
      ...inner.kv,
      put: async () => {
        throw new Error("KV down");
      },
    } as unknown as KVNamespace;
    const { kv, recording } = recordingKv(failing);
    await expect(kv.put("page:c", "1")).rejects.toThrow("KV down");
    expect([...recording.written]).toEqual(["page:c"]);
  });
});

describe("pageSlugsOfKeys", () => {
  it("keeps the generated pages' slugs, once each, and ignores other keys", () => {
    expect(pageSlugsOfKeys(["page:novo", "redirect:antigo", "page:antigo", "throttle:ip:1"])).toEqual([
      "novo",
      "antigo",
    ]);
  });
});
