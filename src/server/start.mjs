// npm start: runs the API from one bundled file, dist/server/main.mjs, which esbuild (tsx's own
// compiler) rebuilds here whenever a file it was built from is newer than it. Node then loads one
// file instead of tsx compiling some 300 modules at every start (start-up on an existing data
// folder: bench/startup.ts). Plain JavaScript, so that node runs it without a compiler.
// The worker processes of WORKERS=N run this file too (node:cluster forks it): the bundle is fresh
// by then, so they only check the dates and load it.
/* global process, console */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '../..');
const outDir = join(root, 'dist/server');
const bundle = join(outDir, 'main.mjs');
const inputsFile = join(outDir, 'inputs.json');

// Pure-JavaScript libraries with many small modules are bundled (tree-shaken: date-fns alone is
// ~250 files); the rest stay packages node loads itself (native code, WebAssembly, files read from
// their own folder, worker threads: sharp, PGlite, pg, fastify and its plugins, the AWS SDK, vite).
const BUNDLED = /^(kysely|date-fns|@date-fns\/tz|@brazilian-utils\/brazilian-utils|ajv|ajv-formats)(\/|$)/;

function isStale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const built = statSync(bundle).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), relative(root, here), 'package-lock.json'];
  return inputs.some((file) => {
    const path = join(root, file);
    return !existsSync(path) || statSync(path).mtimeMs > built;
  });
}

async function build() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    // Beside the bundle: NODE_OPTIONS=--enable-source-maps names the TypeScript sources in stack
    // traces (off by default: it costs ~0.2 s of every start).
    sourcemap: 'linked',
    outfile: bundle,
    logLevel: 'warning',
    // The bundled CommonJS libraries (ajv) call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages',
        setup(b) {
          // A package imported by our code is external unless listed; what a bundled package
          // imports is bundled with it (its own versions, not whatever the root folder has).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.importer.includes('node_modules') || BUNDLED.test(args.path)
              ? undefined
              : { external: true },
          );
        },
      },
    ],
  });
  mkdirSync(outDir, { recursive: true });
  // Written aside and renamed: several servers may start at once (e2e), none reads half a file.
  const write = (path, contents) => {
    writeFileSync(`${path}.${process.pid}`, contents);
    renameSync(`${path}.${process.pid}`, path);
  };
  for (const file of result.outputFiles.filter((f) => f.path !== bundle)) write(file.path, file.contents);
  write(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  // Last: its date is what the next start compares the sources with.
  write(bundle, result.outputFiles.find((f) => f.path === bundle).contents);
}

if (isStale()) {
  const started = Date.now();
  await build();
  console.log(`built the server (dist/server/main.mjs) in ${Date.now() - started} ms`);
}
await import(pathToFileURL(bundle).href);
