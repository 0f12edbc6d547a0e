// First local run: writes a git-ignored .dev.vars with a random session secret and a local admin
// account, and prints how to sign in. Later runs leave the file alone.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { hashPassword } from "../app/lib/auth/password.server";
import { LOCAL_ORIGIN } from "./local-origin";

const FILE = ".dev.vars";

if (existsSync(FILE)) {
  const email = /^ADMIN_EMAIL="?([^"\n]+)"?/m.exec(readFileSync(FILE, "utf8"))?.[1];
  console.log(
    `Local admin: ${email ?? "(see .dev.vars)"} — password printed on first run; delete .dev.vars to make a new one.`,
  );
} else {
  const email = "admin@localhost";
  const password = randomBytes(12).toString("base64url");
  const lines = [
    "# Local development secrets, written by scripts/setup-local.ts. Never commit this file.",
    'ENVIRONMENT="development"',
    // npm start and npm run dev replace this with PORT's origin (scripts/local-origin.ts).
    `SITE_URL="${LOCAL_ORIGIN}"`,
    `SESSION_SECRET="${randomBytes(32).toString("hex")}"`,
    `ADMIN_EMAIL="${email}"`,
    `ADMIN_PASSWORD_HASH="${await hashPassword(password)}"`,
    // Local only (this file is git-ignored): `npm start` prints it again once the server is up.
    `# Local admin password: ${password}`,
    '# AI_API_KEY="sk-..."   (optional: enables the AI generators)',
    "",
  ];
  writeFileSync(FILE, lines.join("\n"), { mode: 0o600 });
  console.log("\n  Local admin account created in .dev.vars");
  console.log(`  Sign in at ${LOCAL_ORIGIN}/admin/login`);
  console.log(`  Email:    ${email}`);
  console.log(`  Password: ${password}\n`);
}
