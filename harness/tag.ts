// A random tag that makes a test's title, slug or text its own. Letters only: a tag of hex digits
// is all digits one time in 43 (8 of them), and the claims check reads "94514949" as an
// unconfirmed number and takes its sentence out — a test failed that way in CI.
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export function randomTag(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => LETTERS[b % LETTERS.length]).join("");
}
