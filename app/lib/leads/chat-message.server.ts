// The chat message a click link carries (`msg`) is one the site wrote: pages sign each message
// they put in a link (`assinatura`, an HMAC under a key derived from SESSION_SECRET) and the click
// endpoint takes `msg` only with a valid signature. Anyone else's link to /contato/whatsapp opens
// the chat with the default message, never with words (or a "Ref:" code) of their choosing.
// node:crypto (nodejs_compat) because a render is synchronous and WebCrypto's HMAC is not.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isolateMap } from "~/lib/platform/isolate-cache";

/** Signs a message; null when no secret is configured (links then carry no message). */
export type ChatSigner = (message: string) => string | null;

const keys = isolateMap<string, Buffer>({
  name: "leads/chat-message HMAC keys",
  key: "SESSION_SECRET",
  bound: 4,
  invalidatedBy: "a new secret makes a new key",
});

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    // A key of its own: a message signature can never stand for a session cookie's, nor the reverse.
    key = createHmac("sha256", secret).update("motores-ppa chat message v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, message: string): string {
  return createHmac("sha256", keyOf(secret)).update(message, "utf8").digest("base64url").slice(0, 22);
}

export function chatSigner(secret: string | undefined): ChatSigner {
  return (message) => (secret ? signature(secret, message) : null);
}

export function isSignedMessage(secret: string | undefined, message: string, given: string | null): boolean {
  if (!secret || !given) return false;
  const expected = Buffer.from(signature(secret, message));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Any "Ref: XXXXX" a message brings goes: the code at the end is the endpoint's alone. */
export function withoutRefCodes(message: string): string {
  return message
    .replace(/\bref\s*[:：]\s*\S*/gi, " ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
}
