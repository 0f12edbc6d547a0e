// A fake Google OAuth token endpoint on loopback: checks the PKCE verifier against the challenge
// the Worker sent, and answers with an ID token for the e-mail registered for the code.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGoogle {
  authUrl: string;
  tokenUrl: string;
  /** Registers what the next exchange of `code` returns; `challenge` is the one the Worker sent. */
  grant(code: string, email: string, challenge: string): void;
  exchanges: { code: string; verifierOk: boolean; clientId: string | null }[];
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const grants = new Map<string, { email: string; challenge: string }>();
  const exchanges: FakeGoogle["exchanges"] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const code = form.get("code") ?? "";
      const verifier = form.get("code_verifier") ?? "";
      const grant = grants.get(code);
      const verifierOk = !!grant && b64url(createHash("sha256").update(verifier).digest()) === grant.challenge;
      const auth = req.headers.authorization ?? "";
      const clientId = auth.startsWith("Basic ")
        ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0]!
        : form.get("client_id");
      exchanges.push({ code, verifierOk, clientId });
      if (!grant || !verifierOk) {
        res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "invalid_grant" }));
        return;
      }
      const idToken = [
        b64url(JSON.stringify({ alg: "RS256", typ: "JWT" })),
        b64url(
          JSON.stringify({ iss: "https://accounts.google.com", email: grant.email, email_verified: true, sub: "1" }),
        ),
        b64url("assinatura"),
      ].join(".");
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ access_token: "at", token_type: "Bearer", expires_in: 3600, id_token: idToken }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    grant: (code, email, challenge) => void grants.set(code, { email, challenge }),
    exchanges,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
