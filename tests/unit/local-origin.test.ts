// PORT moves the local Worker and its SITE_URL together: canonical links, previews, the sitemap
// and the Search Console redirect address follow the port the site is really on.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLoopbackOrigin, wranglerDevArgs } from "../../scripts/local-origin";

const devVars = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "dev-vars-")), ".dev.vars");
  writeFileSync(file, text);
  return file;
};

describe("the local origin", () => {
  it("serves on PORT with SITE_URL on the same port, over the first run's 8787", () => {
    const file = devVars('SITE_URL="http://localhost:8787"\nSESSION_SECRET="x"\n');
    expect(wranglerDevArgs("3000", file)).toEqual(["dev", "--port", "3000", "--var", "SITE_URL:http://localhost:3000"]);
  });

  it("sets SITE_URL when .dev.vars has none", () => {
    expect(wranglerDevArgs("8787", devVars("SESSION_SECRET=x\n"))).toContain("SITE_URL:http://localhost:8787");
    expect(wranglerDevArgs("8790", path.join(tmpdir(), "no-such-dir", ".dev.vars"))).toContain(
      "SITE_URL:http://localhost:8790",
    );
  });

  it("keeps a SITE_URL that is not this machine (a tunnel's address)", () => {
    expect(wranglerDevArgs("3000", devVars('SITE_URL="https://meu-tunel.example"\n'))).toEqual([
      "dev",
      "--port",
      "3000",
    ]);
  });

  it("knows this machine's names", () => {
    expect(isLoopbackOrigin("http://127.0.0.1:8787")).toBe(true);
    expect(isLoopbackOrigin("http://[::1]:8787")).toBe(true);
    expect(isLoopbackOrigin("https://motoresppa.com.br")).toBe(false);
    expect(isLoopbackOrigin("não é endereço")).toBe(false);
  });
});
