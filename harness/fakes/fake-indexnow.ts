// A fake IndexNow endpoint on loopback: records every notification's JSON body. The path picks
// the answer: /ok/indexnow → 202, /fail/indexnow → 500 (the save must not notice); `failing`
// makes every path answer 500, so a test can switch a Worker it shares without a new one.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

interface IndexNowBody {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

export interface FakeIndexNow {
  endpoint(kind?: "ok" | "fail"): string;
  /** While true, every notification is answered 500. */
  failing: boolean;
  received: IndexNowBody[];
  /** Resolves with the first notification after the `since`-th whose URLs include `url`. */
  waitFor(url: string, since?: number, timeoutMs?: number): Promise<IndexNowBody>;
  close(): Promise<void>;
}

export async function startFakeIndexNow(): Promise<FakeIndexNow> {
  const received: IndexNowBody[] = [];
  const state = { failing: false };
  const waiters: { url: string; resolve: (b: IndexNowBody) => void }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      const parsed = JSON.parse(body) as IndexNowBody;
      received.push(parsed);
      for (const w of [...waiters]) {
        if (parsed.urlList.includes(w.url)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(parsed);
        }
      }
      res.writeHead(state.failing || req.url?.startsWith("/fail/") ? 500 : 202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: (kind = "ok") => `http://127.0.0.1:${port}/${kind}/indexnow`,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    received,
    waitFor(url, since = 0, timeoutMs = 10_000) {
      const already = received.slice(since).find((b) => b.urlList.includes(url));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`IndexNow never received ${url}`)), timeoutMs);
        waiters.push({
          url,
          resolve: (b) => {
            clearTimeout(timer);
            resolve(b);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
