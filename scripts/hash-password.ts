// Prints a PBKDF2 hash for `wrangler secret put ADMIN_PASSWORD_HASH`.
// Usage: npm run hash-password -- 'the password'   (or pipe it on standard input)
import { hashPassword } from "../app/lib/auth/password.server";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}

const password = process.argv[2] ?? (process.stdin.isTTY ? "" : await readStdin());
if (!password || password.length < 10) {
  console.error("Give a password of at least 10 characters: npm run hash-password -- 'senha-forte-aqui'");
  process.exit(2);
}
console.log(await hashPassword(password));
