// A request refused before its body is read (foreign Origin, no session) must leave the
// connection usable: the next request on the same keep-alive socket gets its answer, not a reset.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

interface Answer {
  status: number;
  body: string;
  reused: boolean;
  socket: unknown;
}

/** One request through `agent`, reporting whether it went out on a socket that had been used before. */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${w.url}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          reused: req.reusedSocket,
          socket: req.socket,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

// 2 MB of form data: far more than the socket buffers hold, so an unread body stays on the wire.
const LARGE = Buffer.from(`index=0&filler=${"x".repeat(2 * 1024 * 1024)}`);

describe("early refusals drain the request body", () => {
  const refusals: [string, string, Record<string, string>, number][] = [
    ["no session (JSON route)", "/admin/api/trabalhos/lote", {}, 401],
    ["no session (form route)", "/admin/painel", {}, 303],
    ["foreign Origin", "/admin/api/trabalhos/tecnico", { Origin: "https://evil.example" }, 403],
    ["missing Origin", "/admin/login", { Origin: "" }, 403],
  ];

  for (const [label, path, extra, status] of refusals) {
    it(`${label}: answered ${status}, then the same connection serves the next request`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const headers: Record<string, string> = {
          Origin: w.url,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(LARGE.length),
          ...extra,
        };
        if (headers.Origin === "") delete headers.Origin;
        const refused = await send(agent, "POST", path, headers, LARGE);
        expect(refused.status).toBe(status);
        const next = await send(agent, "GET", "/healthz", {});
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual({ ok: true });
        expect(next.reused, "the second request reused the keep-alive connection").toBe(true);
        expect(next.socket).toBe(refused.socket);
      } finally {
        agent.destroy();
      }
    });
  }
});
