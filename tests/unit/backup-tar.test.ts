// The backup's container (app/lib/backup/tar.ts): what it writes is a tar the system's `tar`
// lists and extracts, and what it reads back is the same entries whatever the stream's chunking;
// a damaged header or a stream cut short is an error, never a shorter archive.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TarError, padding, readTar, tarHeader, trailer } from "~/lib/backup/tar";

const dir = mkdtempSync(path.join(tmpdir(), "ppa-tar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = [
  { name: "lapides.ndjson", bytes: new TextEncoder().encode('{"kind":"media","id":"abc","at":1}\n') },
  { name: "kv/00001.ndjson", bytes: new TextEncoder().encode('{"k":"page:ação","v":"ç"}\n'.repeat(40)) },
  { name: "r2/originais/abcdef", bytes: crypto.getRandomValues(new Uint8Array(1536)) },
  { name: "vazio.ndjson", bytes: new Uint8Array(0) },
];

function tarOf(list: typeof entries): Uint8Array {
  const chunks = list.flatMap((e) => [
    tarHeader(e.name, e.bytes.length, 1_700_000_000),
    e.bytes,
    padding(e.bytes.length),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, trailer()]));
}

/** The bytes as a stream of `size`-byte chunks. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function read(bytes: Uint8Array, size = 7) {
  const out: { name: string; bytes: Uint8Array }[] = [];
  for await (const e of readTar(streamOf(bytes, size), 1 << 20)) out.push(e);
  return out;
}

describe("the backup's tar", () => {
  it("is listed and extracted by the system's tar", () => {
    const file = path.join(dir, "copia.tar");
    writeFileSync(file, tarOf(entries));
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(
      entries.map((e) => e.name),
    );
    execFileSync("tar", ["-xf", file, "-C", dir]);
    expect(new Uint8Array(readFileSync(path.join(dir, "r2/originais/abcdef")))).toEqual(entries[2]!.bytes);
  });

  it("reads back the same entries in any chunking", async () => {
    for (const size of [1, 7, 512, 100_000]) {
      const got = await read(tarOf(entries), size);
      expect(got.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      for (const [i, e] of got.entries()) expect(e.bytes).toEqual(entries[i]!.bytes);
    }
  });

  it("refuses a damaged header, a stream cut short and an entry over the limit", async () => {
    const damaged = tarOf(entries);
    damaged[3] = damaged[3]! ^ 1; // a byte of the first name: the header's checksum no longer agrees
    await expect(read(damaged)).rejects.toEqual(new TarError("corrupt"));
    const whole = tarOf(entries);
    for (const cut of [100, 512 + 10, whole.length - 1024, whole.length - 1])
      await expect(read(whole.slice(0, cut))).rejects.toEqual(new TarError("truncated"));
    const big = tarOf([{ name: "grande", bytes: new Uint8Array((1 << 20) + 1) }]);
    await expect(read(big, 4096)).rejects.toEqual(new TarError("too-large"));
  });
});
