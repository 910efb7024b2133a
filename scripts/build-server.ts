// Run after `remix build` (npm run build): bundles server.ts with what it imports (server/, and
// the simulator and identity provider it starts without a real back office) into JavaScript that
// node runs as is: <build>/portal/server.js. App modules are not among them: the server takes
// them from the Remix build (app/server-runtime.server.ts), so each exists once per process; the
// build fails if one slips in. Pure rules and types (app/domain, app/contracts: no I/O, no state,
// the layers' rule) may be copied: the simulator names its call families with the gateway's. Packages stay imports from node_modules; each dynamic import is a
// chunk of its own, loaded only when used (a server with a real back office never loads the
// simulator, and a production install need not have its packages).
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

const outdir = `${process.env.PORTAL_BUILD_DIR ?? "build"}/portal`;
await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { server: "server.ts" },
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Packages stay imports (esbuild 0.17's `packages: "external"` would also take "~/…" for one).
  plugins: [
    {
      name: "packages-external",
      setup: (b) => b.onResolve({ filter: /^[^./~]/ }, ({ path }) => ({ path, external: true })),
    },
  ],
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  metafile: true,
});
const appModules = Object.keys(metafile.inputs).filter(
  (input) => input.startsWith("app/") && !/^app\/(domain|contracts)\//.test(input),
);
if (appModules.length) {
  throw new Error(
    `server.ts bundles app modules (${appModules.join(", ")}): take them from the Remix build (app/server-runtime.server.ts)`,
  );
}
// The SQL migrations travel with the bundle: app/db/database.server.ts looks beside it first.
await cp("app/db/migrations", `${outdir}/migrations`, { recursive: true });
console.log(`portal server: ${outdir}/server.js`);
