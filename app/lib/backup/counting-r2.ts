// R2 as a backup step sees it: every call that goes to R2 counted (get, put, list, delete, a
// multipart upload's create, parts, complete and abort), so a step can stay within an invocation's
// subrequests (Workers Free: 50) and the step's row can record what it made. Resuming an upload by
// its id is no call (the binding only remembers the id).

export interface CountingR2 {
  bucket: R2Bucket;
  readonly calls: number;
}

const LOCAL = new Set<PropertyKey>(["resumeMultipartUpload"]);
const UPLOADS = new Set<PropertyKey>(["createMultipartUpload", "resumeMultipartUpload"]);

export function countingR2(inner: R2Bucket): CountingR2 {
  let calls = 0;
  const counted = <T extends object>(target: T, local: ReadonlySet<PropertyKey>, wraps: ReadonlySet<PropertyKey>): T =>
    new Proxy(target, {
      get(t, property) {
        const value: unknown = Reflect.get(t, property, t);
        if (typeof value !== "function") return value;
        if (local.has(property))
          return (...args: unknown[]) => {
            const out = value.apply(t, args) as object;
            return wraps.has(property) ? counted(out, new Set(), new Set()) : out;
          };
        return async (...args: unknown[]) => {
          calls++;
          const out = (await value.apply(t, args)) as object;
          return wraps.has(property) ? counted(out, new Set(), new Set()) : out;
        };
      },
    });
  return {
    bucket: counted(inner, LOCAL, UPLOADS),
    get calls() {
      return calls;
    },
  };
}
