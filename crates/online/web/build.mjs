// Builds dist/app.js with esbuild; `--check` builds to a temporary file and compares it
// byte for byte with the committed dist/app.js instead.
import * as esbuild from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const check = process.argv.includes("--check");
const committed = "dist/app.js";
const dir = check ? mkdtempSync(join(tmpdir(), "lasca-web-")) : null;
const outfile = check ? join(dir, "app.js") : committed;

await esbuild.build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  loader: { ".ftl": "text" },
  legalComments: "none",
  sourcemap: false,
  logLevel: "warning",
  outfile,
});

if (check) {
  const fresh = readFileSync(outfile);
  rmSync(dir, { recursive: true, force: true });
  let old;
  try {
    old = readFileSync(committed);
  } catch {
    console.error(`${committed} is missing: run \`npm run build\` and commit it.`);
    process.exit(1);
  }
  if (!fresh.equals(old)) {
    console.error(
      `${committed} differs from a fresh build of src/ (${old.length} bytes committed, ` +
        `${fresh.length} built): run \`npm run build\` and commit dist/app.js.`,
    );
    process.exit(1);
  }
  console.log(`${committed} matches a fresh build (${fresh.length} bytes).`);
}
