// `npm start` builds first when the build is missing, older than the sources, or made for another PUBLIC_URL or other
// social pages or trust claims (prerendered pages carry their canonical URLs, the footer's links and the claims).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, "build-info.json");
const sources = ["app", "server", "db", "public", "package.json", "react-router.config.ts", "vite.config.ts"];
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`;
const socialUrls = ["SOCIAL_LINKEDIN_URL", "SOCIAL_FACEBOOK_URL", "SOCIAL_INSTAGRAM_URL"]
  .map((name) => `${name}=${process.env[name] ?? ""}`)
  .join(" ");
// The variables of app/lib/trust-env.ts (its test checks that each is named here).
const trustClaims = [
  "TRUST_SECTORS",
  "TRUST_COMMITMENTS",
  "TRUST_INSURER",
  "TRUST_INSURANCE_COVER",
  "TRUST_CLIENTS",
  "TRUST_STAFF",
  "TRUST_INTERVENTIONS_PER_YEAR",
]
  .map((name) => `${name}=${process.env[name] ?? ""}`)
  .join(" ");

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

function isFresh() {
  if (!existsSync(stamp) || !existsSync(path.join(buildDir, "server/server.js"))) return false;
  const info = JSON.parse(readFileSync(stamp, "utf8"));
  return (
    info.publicUrl === publicUrl &&
    info.socialUrls === socialUrls &&
    info.trustClaims === trustClaims &&
    statSync(stamp).mtimeMs >= Math.max(...sources.map(newest))
  );
}

if (process.argv.includes("--force") || !isFresh()) {
  console.log("Construction du site…");
  execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, PUBLIC_URL: publicUrl } });
  const { writePgliteTemplate } = await import(path.join(buildDir, "server/server.js"));
  await writePgliteTemplate(path.join(buildDir, "pglite-template.tar.gz"));
  writeFileSync(stamp, JSON.stringify({ publicUrl, socialUrls, trustClaims, builtAt: new Date().toISOString() }));
}
