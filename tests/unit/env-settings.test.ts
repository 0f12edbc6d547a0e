// A mistyped setting stops the Worker with a message naming it and what it accepts; an unset or
// empty one takes its default (app/lib/platform/env.server.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/lib/platform/env.server";

const PAGES = {} as KVNamespace;
const env = (vars: Record<string, string> = {}) => ({ PAGES, ...vars }) as unknown as Cloudflare.Env;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Worker's settings", () => {
  it("unset or empty take their defaults", () => {
    const cases: Record<string, string>[] = [
      {},
      {
        SITE_URL: "",
        LIST_CACHE_MS: "",
        EDGE_CACHE: " ",
        RUM_SAMPLE_RATE: "",
        JOB_PAUSE_MS: "",
        AI_MODEL: "",
        LEAD_DAILY_CAP: "",
      },
    ];
    for (const vars of cases) {
      const e = getEnv(env(vars));
      expect(e).toMatchObject({
        SITE_URL: "https://motoresppa.com.br",
        ENVIRONMENT: "production",
        LIST_CACHE_MS: 300_000,
        EDGE_CACHE: "on",
        RUM_SAMPLE_RATE: 0.25,
        AI_MODEL: "gpt-4o",
        AI_TIMEOUT_MS: 60_000,
        JOB_MAX_ATTEMPTS: 5,
        MEDIA_AVIF: "on",
      });
      expect(e.JOB_PAUSE_MS).toBeUndefined();
      expect(e.INDEXNOW_KEY).toBeUndefined();
      expect(e.LEAD_DAILY_CAP).toBeGreaterThan(0);
    }
  });

  it("values they accept are read", () => {
    expect(
      getEnv(
        env({
          LIST_CACHE_MS: "2000",
          EDGE_CACHE: "off",
          RUM_SAMPLE_RATE: "1",
          JOB_PAUSE_MS: "0",
          LEAD_DAILY_CAP: "0",
          ENVIRONMENT: "test",
          INDEXNOW_KEY: "chave-indexnow-123",
        }),
      ),
    ).toMatchObject({
      LIST_CACHE_MS: 2000,
      EDGE_CACHE: "off",
      RUM_SAMPLE_RATE: 1,
      JOB_PAUSE_MS: 0,
      LEAD_DAILY_CAP: 0,
      ENVIRONMENT: "test",
      INDEXNOW_KEY: "chave-indexnow-123",
    });
  });

  it.each([
    ["LIST_CACHE_MS", "5min", 'LIST_CACHE_MS is "5min": expected a whole number from 1000 to 300000 (unset: 300000)'],
    ["LIST_CACHE_MS", "600000", 'LIST_CACHE_MS is "600000": expected a whole number from 1000 to 300000'],
    ["EDGE_CACHE", "of", 'EDGE_CACHE is "of": expected one of "on", "off" (unset: "on")'],
    ["MEDIA_AVIF", "yes", 'MEDIA_AVIF is "yes": expected one of "on", "off"'],
    ["RUM_SAMPLE_RATE", "25%", 'RUM_SAMPLE_RATE is "25%": expected a number from 0 to 1 (unset: 0.25)'],
    ["JOB_MAX_ATTEMPTS", "2.5", 'JOB_MAX_ATTEMPTS is "2.5": expected a whole number from 1 to 10'],
    ["JOB_PAUSE_MS", "-1", 'JOB_PAUSE_MS is "-1": expected a whole number ≥ 0'],
    ["AI_DAILY_TOKEN_BUDGET", "500k", 'AI_DAILY_TOKEN_BUDGET is "500k": expected a whole number ≥ 0 (unset: 0)'],
    ["SITE_URL", "motoresppa.com.br", 'SITE_URL is "motoresppa.com.br": expected an absolute URL'],
    ["ENVIRONMENT", "prod", 'ENVIRONMENT is "prod": expected one of "production", "development", "test"'],
    ["INDEXNOW_ENDPOINT", "indexnow.org", 'INDEXNOW_ENDPOINT is "indexnow.org": expected an absolute URL'],
  ])("a mistyped %s (%s) fails, naming it and what it accepts", (name, value, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => getEnv(env({ [name]: value }))).toThrow(message);
  });

  it("never repeats a secret's value, and is logged once per isolate however many requests fail", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = env({ INDEXNOW_KEY: "chave secreta com espaços", LIST_CACHE_MS: "abc" });
    const errors: string[] = [];
    for (let i = 0; i < 3; i++) {
      try {
        getEnv(bad);
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("INDEXNOW_KEY: expected 8 to 128 letters, digits or hyphens");
    expect(errors[0]).toContain('LIST_CACHE_MS is "abc"');
    expect(errors[0]).not.toContain("secreta");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain("Invalid Worker settings");
  });
});
