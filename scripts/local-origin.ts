// The port and origin of the local Worker (`npm start`, `npm run dev`): PORT, default 8787. The
// origin is also the Worker's SITE_URL, which canonical links, previews, the sitemap and the
// Search Console redirect are built from: .dev.vars holds the origin of the first run's port, so
// a later PORT would leave every absolute link on the old one.
import { existsSync, readFileSync } from "node:fs";

export const LOCAL_PORT = process.env.PORT ?? "8787";
export const LOCAL_ORIGIN = `http://localhost:${LOCAL_PORT}`;

/** True for a SITE_URL that names this machine (the only kind PORT may replace). */
export function isLoopbackOrigin(value: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * `wrangler dev` arguments that serve on PORT with SITE_URL on that port (a `--var` wins over
 * .dev.vars and wrangler.toml). A SITE_URL in .dev.vars that is not on this machine — a tunnel's
 * address, say — was put there on purpose and is kept.
 */
export function wranglerDevArgs(port = LOCAL_PORT, devVarsFile = ".dev.vars"): string[] {
  const vars = existsSync(devVarsFile) ? readFileSync(devVarsFile, "utf8") : "";
  const configured = /^SITE_URL="?([^"\n]+)"?/m.exec(vars)?.[1];
  const keep = configured !== undefined && !isLoopbackOrigin(configured);
  return ["dev", "--port", port, ...(keep ? [] : ["--var", `SITE_URL:http://localhost:${port}`])];
}
