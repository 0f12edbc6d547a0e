// Time-based one-time codes (RFC 6238: HMAC-SHA1 over 30-second steps, 6 digits): the codes an
// authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) shows for the
// base32 secret ADMIN_TOTP_SECRET. The sign-in's second factor for a device it does not know
// (docs/decisions/2026-11-26-a-second-factor-for-new-devices.md). WebCrypto only: workerd and Node.
export const TOTP_STEP_S = 30;
const DIGITS = 6;
/** 80 bits, RFC 4226's least; `openssl rand` of 20 bytes gives 160 (32 base32 characters). */
const MIN_SECRET_BYTES = 10;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The secret's bytes (spaces, hyphens, padding and letter case ignored), or null when it is no base32 of ≥ 80 bits. */
export function totpSecret(base32: string | undefined): Uint8Array<ArrayBuffer> | null {
  const text = (base32 ?? "").toUpperCase().replace(/[\s=-]/g, "");
  if (!/^[A-Z2-7]+$/.test(text)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of text) {
    value = (value << 5) | ALPHABET.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return bytes.length >= MIN_SECRET_BYTES ? Uint8Array.from(bytes) : null;
}

/** The code of one 30-second step. */
export async function totpCode(secret: Uint8Array<ArrayBuffer>, step: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const counter = new DataView(new ArrayBuffer(8));
  counter.setUint32(0, Math.floor(step / 2 ** 32));
  counter.setUint32(4, step >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, counter.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The step (now's, or one either side for a phone clock a little off) whose code this is, or null. */
export async function matchingStep(
  secret: Uint8Array<ArrayBuffer>,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / 1000 / TOTP_STEP_S);
  for (const step of [current, current - 1, current + 1]) {
    if ((await totpCode(secret, step)) === code) return step;
  }
  return null;
}
