import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import react from '@vitejs/plugin-react';

/** Text files worth compressing (images, fonts and videos are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside each text file of the build, once, so the server sends them as they
 * are (@fastify/static's preCompressed) instead of compressing every response: the login page's
 * JavaScript is a third of its size gzipped.
 */
function precompress(): Plugin {
  return {
    name: 'painel:precompress',
    apply: 'build',
    // After compileHints has marked the files.
    writeBundle: {
      sequential: true,
      handler(options, bundle) {
        // What a first visit loads: the entry and the chunks it imports (the login page).
        const firstVisit = chunksOf(bundle, (chunk) => chunk.isEntry);
        for (const fileName of Object.keys(bundle)) {
          if (!COMPRESSIBLE.test(fileName)) continue;
          const path = join(options.dir!, fileName);
          const data = readFileSync(path);
          if (data.length < 1024) continue;
          // Brotli's quality 6: the whole build in 0.1 s against 4.3 s at 9 and 5.4 s at 11 (the
          // maximum), for 970 kB against 961 and 886 kB (3.6 MB of text; gzip: 1.05 MB). The first
          // visit's few files get 11: ~0.3 s more for ~10 kB less on the login page.
          const quality = firstVisit.has(fileName) ? 11 : 6;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The modules whose code a page load of the panel runs: the entry's, the panel's (App.tsx), and the
 * home screen's, where a sign-in lands (the dashboard and its charts, recharts). The generic list's
 * code loads with the panel's but runs on the lists only (and its chunk, shared, has no facade).
 */
const FIRST_SCREEN = [
  /\/src\/admin\/main\.tsx$/,
  /\/src\/admin\/App\.tsx$/,
  /\/src\/admin\/areas\/dashboard\/(DashboardPage|Charts)\.tsx$/,
];

type Chunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunks `picked` picks, and every chunk they import (not lazily). */
function chunksOf(bundle: OutputBundle, picked: (chunk: Chunk) => boolean): Set<string> {
  const chunks = new Map(
    Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
  );
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || found.has(fileName)) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (picked(chunk)) visit(chunk.fileName);
  return found;
}

/**
 * Marks the chunks every page load runs with V8's compile hint (//# allFunctionsCalledOnLoad, from
 * Chromium 136): their functions are compiled as the file streams in, on a background thread, not
 * one by one on the main thread the first time each is called. A phone's dashboard load (CPU 4×,
 * cold cache) spent ~400 ms of its main thread compiling them; its blocking time fell by about a
 * fifth (~820 → ~650 ms). Browsers without the hint read a comment. Lazy screens' chunks stay lazy.
 */
function compileHints(): Plugin {
  return {
    name: 'painel:compile-hints',
    apply: 'build',
    // On the written files, before they are compressed: Vite puts its own preamble (the map of a
    // chunk's lazy imports) on top of a chunk after every plugin's generateBundle.
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options, bundle) {
        const hinted = chunksOf(bundle, (chunk) =>
          FIRST_SCREEN.some((re) => chunk.facadeModuleId && re.test(chunk.facadeModuleId)),
        );
        for (const fileName of hinted) {
          const path = join(options.dir!, fileName);
          writeFileSync(path, `//# allFunctionsCalledOnLoad\n${readFileSync(path, 'utf8')}`);
        }
      },
    },
  };
}

/** What main.tsx's loadPanel imports on every page of the panel but /login. */
const PANEL_MODULES = [/\/src\/admin\/App\.tsx$/, /\/src\/admin\/generic\/SchemaList\.tsx$/];

/**
 * Writes panel.html, the page the server answers everywhere but /login: index.html with a
 * modulepreload link for each chunk of PANEL_MODULES. The browser finds them as it reads the page
 * and fetches them at once, and Vite's loader, finding them in the page, adds none of its own: the
 * ~40 links it added one by one from script were half of the entry's first task on a phone (~58 of
 * ~100 ms at 4× CPU). The login page stays as it is: it loads none of the panel's code.
 */
function panelPage(): Plugin {
  return {
    name: 'painel:panel-page',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own HTML plugin has put index.html in the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('vite.config.ts: the build has no index.html');
        const html = String(index.source);
        // By the modules a chunk holds: the generic list's chunk, which other chunks import too, has no
        // facade.
        const picked = (chunk: Chunk) =>
          chunk.moduleIds.some((id) => PANEL_MODULES.some((re) => re.test(id)));
        const links = [...chunksOf(bundle, picked)]
          .filter((fileName) => !html.includes(`"/${fileName}"`))
          .sort()
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: 'panel.html',
          source: html.replace('  </head>', `${links}  </head>`),
        });
      },
    },
  };
}

/**
 * Edits to libraries' code for the build: each `from` must be found exactly once in its module, or
 * the build stops (an update of the library that moved the code must be looked at again).
 */
interface LibraryEdit {
  module: RegExp;
  from: string;
  to: string;
}

/**
 * MUI's Tooltip and Select keep their element in state, set from a ref callback, which React calls
 * while it commits: a state update there is urgent (SyncLane), so React draws again at once, in the
 * same task, after first running every effect the commit left pending (react-admin's registration
 * of its routes and resources, whose updates join that redraw). The six tooltips of the top bar and
 * the dashboard's four period selects made the panel's first commit, its effects and a redraw of
 * the routes one task on a phone's page load. Here the element reaches the state a moment later
 * (a microtask, once the commit is over), in an update of its own: before any pointer or key can
 * reach the page, which is all these states wait for (the tooltip's anchor, the open menu's).
 * The dashboard's page load at 4× CPU (a phone's, its code cached): blocking time 232 → 163 ms
 * (medians of twelve interleaved loads).
 */
const LIBRARY_EDITS: LibraryEdit[] = [
  {
    module: /\/@mui\/material\/esm\/Tooltip\/Tooltip\.js$/,
    from: 'const handleRef = useForkRef(getReactElementRef(children), setChildNode, ref);',
    to:
      'const setChildNodeLater = React.useCallback(node => queueMicrotask(() => setChildNode(node)), []);\n' +
      '  const handleRef = useForkRef(getReactElementRef(children), setChildNodeLater, ref);',
  },
  {
    module: /\/@mui\/material\/esm\/Select\/SelectInput\.js$/,
    from: '      setDisplayNode(node);',
    to: '      queueMicrotask(() => setDisplayNode(node));',
  },
];

function libraryEdits(edits: LibraryEdit[]): Plugin {
  return {
    name: 'painel:library-edits',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const edit = edits.find((e) => e.module.test(id));
      if (!edit) return null;
      if (code.split(edit.from).length !== 2)
        throw new Error(
          `vite.config.ts: "${edit.from}" is not in ${id} exactly once; look at LIBRARY_EDITS again`,
        );
      return { code: code.replace(edit.from, edit.to), map: null };
    },
  };
}

/** Generated modules that are nothing but data: the entity registry (src/generated/registry.ts). */
const DATA_MODULES = /\/src\/generated\/registry\.ts$/;

/**
 * Ships the registry's data as JSON.parse('…') instead of a 230 kB object literal: V8 reads JSON
 * several times faster than it parses and runs the same literal, and the panel's first screen waits
 * for it (a phone's main thread, Lighthouse's TBT). The module is evaluated here once; when any of
 * its exports is not plain JSON data (or it imports something), it is left as it is.
 */
function dataAsJson(): Plugin {
  return {
    name: 'painel:data-as-json',
    apply: 'build',
    async transform(code, id) {
      if (!DATA_MODULES.test(id) || /^\s*import\s/m.test(code)) return null;
      const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      const values = (await import(url).catch(() => null)) as Record<string, unknown> | null;
      if (!values) return null;
      const lines: string[] = [];
      for (const [name, value] of Object.entries(values)) {
        const json = JSON.stringify(value);
        if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) return null;
        lines.push(`export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`);
      }
      return { code: lines.join('\n'), map: null };
    },
  };
}

/**
 * How the build splits the code into files (rolldown's chunk groups). On its own, rolldown gave each
 * set of screens sharing a module a file: the login page loaded 14 and the panel 53, some of one
 * icon. A phone pays for every file it fetches (a round trip each, six at a time over HTTP/1.1, and
 * main-thread time to start each fetch), not only for the bytes. So:
 * - the modules a first visit to /login runs ($initial) make one file with the entry (and rolldown's
 *   runtime, its second);
 * - a library's modules are grouped by the screens that use them, as before, but a group under
 *   LIBRARY_GROUP_MIN bytes joins the group closest to it: a screen may load a little code it does
 *   not run (the panel: +7 kB of 1,443) for far fewer files (53 → 28; the dashboard 60 → 35).
 * The app's own modules keep rolldown's split, so each screen keeps its own file.
 * Lighthouse (mobile, medians of 5 interleaved runs): /login's largest paint 2.04 → 1.58 s, the
 * dashboard's 2.00 → 1.21 s.
 */
const LIBRARY_GROUP_MIN = 30_000;

const codeSplitting = {
  groups: [
    { name: 'login', tags: ['$initial' as const], priority: 2 },
    {
      name: 'lib',
      test: /[\\/]node_modules[\\/]/,
      entriesAware: true,
      entriesAwareMergeThreshold: LIBRARY_GROUP_MIN,
      priority: 1,
    },
  ],
};

/** The library groups' files are named lib-<hash>: their own names list every screen that uses them. */
const chunkFileNames = (chunk: { name: string }) =>
  chunk.name.startsWith('lib~') ? 'assets/lib-[hash].js' : 'assets/[name]-[hash].js';

const ROUTER_BUILD = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

// The panel is built into dist/panel and served by the API server at /. `npm run dev` serves it with
// hot reload and forwards /api and /uploads to the API (npm start) on port 3000.
export default defineConfig(({ command }) => ({
  plugins: [libraryEdits(LIBRARY_EDITS), react(), dataAsJson(), compileHints(), panelPage(), precompress()],
  // react-router 7 exports only its development build, whatever the mode (remix-run/react-router
  // issue 14102): its production build, the same code with its development warnings off, is taken
  // by path for the panel's build. `npm run dev` keeps the warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: ROUTER_BUILD('index.mjs') },
            { find: /^react-router\/dom$/, replacement: ROUTER_BUILD('dom-export.mjs') },
          ],
        }
      : undefined,
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting, chunkFileNames } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
