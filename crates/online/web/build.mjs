// Builds dist/app.js with esbuild; `--check` builds to a temporary file and compares it
// byte for byte with the committed dist/app.js instead.
import * as esbuild from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const check = process.argv.includes("--check");

// The Fluent catalogues, as text; their last section, from the line `## server:` on, holds
// the words of the pages the server writes itself (src/web.rs reads them there), which the
// page never shows: left out of the bundle.
const catalogues = {
  name: "catalogues",
  setup(build) {
    build.onLoad({ filter: /\.ftl$/ }, async ({ path }) => {
      const text = await readFile(path, "utf8");
      const cut = text.search(/^## server:/m);
      return { contents: cut < 0 ? text : text.slice(0, cut).replace(/\n+$/, "\n"), loader: "text" };
    });
  },
};
const committed = "dist/app.js";
const dir = check ? mkdtempSync(join(tmpdir(), "lasca-web-")) : null;
const outfile = check ? join(dir, "app.js") : committed;

await esbuild.build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  plugins: [catalogues],
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
