// R2's multipart uploads take parts all of one size (at least 5 MiB) but the last, no larger: an
// upload streamed to R2 (app/lib/backup/copies.server.ts) cuts them at exactly PART_BYTES whatever
// the stream's chunks (cutting at "8 MB or more" made parts of unequal sizes, which R2 refuses). And
// a backup step's R2 calls are counted (app/lib/backup/counting-r2.ts), a resumed upload's id aside.
import { describe, expect, it } from "vitest";
import { PART_BYTES, PartBuffer, streamToR2 } from "~/lib/backup/copies.server";
import { countingR2 } from "~/lib/backup/counting-r2";

const MiB = 1024 * 1024;

/** A bucket that records what it was sent: whole puts, and each upload's part sizes. */
function recordingBucket() {
  const puts: number[] = [];
  const parts: number[] = [];
  let completed = false;
  const upload = {
    uploadId: "u1",
    key: "k",
    uploadPart: async (n: number, bytes: Uint8Array) => {
      parts.push(bytes.length);
      return { partNumber: n, etag: `e${n}` };
    },
    complete: async () => {
      completed = true;
      return {};
    },
    abort: async () => {},
  };
  const bucket = {
    put: async (_key: string, bytes: Uint8Array) => {
      puts.push(bytes.length);
      return {};
    },
    get: async () => null,
    createMultipartUpload: async () => upload,
    resumeMultipartUpload: () => upload,
  } as unknown as R2Bucket;
  return { bucket, puts, parts, completed: () => completed };
}

async function* chunks(sizes: number[]) {
  for (const size of sizes) yield new Uint8Array(size);
}

describe("a stream sent to R2", () => {
  it("is cut into parts of exactly PART_BYTES, the last no larger", async () => {
    expect(PART_BYTES).toBe(5 * MiB);
    const r = recordingBucket();
    // Chunks that never line up with a part: 3 MiB + 1 byte each, 16 MiB + 5 bytes in all.
    const size = await streamToR2(
      r.bucket,
      "k",
      chunks([3 * MiB + 1, 3 * MiB + 1, 3 * MiB + 1, 3 * MiB + 1, 4 * MiB + 1]),
    );
    expect(size).toBe(16 * MiB + 5);
    expect(r.parts).toEqual([5 * MiB, 5 * MiB, 5 * MiB, MiB + 5]);
    expect(r.completed()).toBe(true);
    expect(r.puts).toEqual([]);
  });

  it("is one put under a part, and a part of exactly PART_BYTES is not followed by an empty one", async () => {
    const small = recordingBucket();
    await streamToR2(small.bucket, "k", chunks([MiB, MiB]));
    expect(small.puts).toEqual([2 * MiB]);
    expect(small.parts).toEqual([]);
    const exact = recordingBucket();
    await streamToR2(exact.bucket, "k", chunks([4 * MiB, 6 * MiB]));
    expect(exact.parts).toEqual([5 * MiB, 5 * MiB]);
  });

  it("takes bytes from the front in exact amounts across chunks", () => {
    const b = new PartBuffer();
    b.push(Uint8Array.of(1, 2, 3));
    b.push(new Uint8Array(0));
    b.push(Uint8Array.of(4, 5));
    expect([...b.take(4)]).toEqual([1, 2, 3, 4]);
    expect(b.length).toBe(1);
    expect([...b.take(10)]).toEqual([5]);
    expect(b.length).toBe(0);
  });
});

describe("a backup step's R2 calls", () => {
  it("counts every call to R2, an upload's parts and completion too, but not resuming an upload by its id", async () => {
    const r = recordingBucket();
    const counted = countingR2(r.bucket);
    await counted.bucket.get("a");
    await counted.bucket.put("a", new Uint8Array(1));
    const upload = await counted.bucket.createMultipartUpload("k");
    await upload.uploadPart(1, new Uint8Array(1));
    expect(counted.calls).toBe(4);
    const resumed = counted.bucket.resumeMultipartUpload("k", "u1");
    expect(counted.calls).toBe(4);
    await resumed.uploadPart(2, new Uint8Array(1));
    await resumed.complete([]);
    expect(counted.calls).toBe(6);
  });
});
