// `npm test`'s build: skipped when nothing the build reads changed since the build in build/ was
// made (scripts/start-stamps.ts, the stamp `npm start` keeps too), so a change to tests or harness
// alone costs no rebuild; otherwise `npm run build`, then the stamp of the inputs as they were when
// it started (a file saved during the build rebuilds next time).
import { execFileSync } from "node:child_process";
import { buildState, writeBuildStamp } from "./start-stamps";

const built = buildState();
if (built.upToDate) {
  console.log("build/ is up to date (nothing the build reads changed): no rebuild");
} else {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  writeBuildStamp(built.stamp);
}
