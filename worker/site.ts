// The app, as the Worker reaches it: only through the Remix server build, whose entry module
// (app/entry.server.tsx) exports `createSite`. Nothing else of app/ or content/ is imported by
// worker/ (tests/unit/import-graph.test.ts), so the bundle holds one copy of the app.
import type { ServerBuild } from "@remix-run/cloudflare";
// The Remix server build, produced by `remix vite:build` before wrangler bundles the Worker.
// biome-ignore lint/suspicious/noTsIgnore: build/ exists after a build and not before; @ts-expect-error would fail one of the two type checks.
// @ts-ignore -- build/ is generated, so it does not exist for a fresh type check.
import * as build from "../build/server/index.js";
import type { Site } from "../app/worker.server";

const serverBuild = build as unknown as ServerBuild;

export const site: Site = (serverBuild.entry.module as unknown as { createSite(build: ServerBuild): Site }).createSite(
  serverBuild,
);
