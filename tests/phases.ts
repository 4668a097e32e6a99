// `npm test`: the checks — codegen up to date, lint, typecheck (server and panel), vitest, Playwright —
// each phase's time printed as it ends and a summary at the close; the first failure stops the run
// (its exit code is the run's). The static checks (codegen, lint, the two typechecks) are each one
// mostly single-threaded process, so they run side by side, their output printed as each ends;
// vitest and Playwright use every core and run one after the other. `npm test -- --from vitest`
// starts at a phase, `--only lint` runs one (names as in PHASES). `--changed` (npm run
// test:changed, the inner loop): vitest only on the tests that the uncommitted changes touch
// (vitest --changed follows imports) and Playwright only on the specs changed or importing a changed
// file (--only-changed); lint and typecheck keep their caches in .tmp/, so they check again only
// what changed.
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  command: string;
  args: string[];
  /** Runs beside the phases next to it that also say so, its output held until it ends. */
  together?: boolean;
}

const PHASES: Phase[] = [
  { name: 'codegen', command: 'npx', args: ['tsx', 'codegen/index.ts', '--check'], together: true },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], together: true },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b', 'tsconfig.json'], together: true },
  { name: 'typecheck-panel', command: 'npx', args: ['tsc', '-b', 'tsconfig.admin.json'], together: true },
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
  { name: 'playwright', command: 'npx', args: ['playwright', 'test'] },
];

const CHANGED = process.argv.includes('--changed');
if (CHANGED) {
  PHASES.find((p) => p.name === 'vitest')!.args.push('--changed', '--passWithNoTests');
  PHASES.find((p) => p.name === 'playwright')!.args.push('--only-changed', '--pass-with-no-tests');
}

function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function selected(): Phase[] {
  const only = option('--only');
  const from = option('--from');
  const names = PHASES.map((p) => p.name);
  for (const name of [only, from])
    if (name && !names.includes(name)) {
      console.error(`fase desconhecida: ${name} (fases: ${names.join(', ')})`);
      process.exit(2);
    }
  if (only) return PHASES.filter((p) => p.name === only);
  return from ? PHASES.slice(names.indexOf(from)) : PHASES;
}

/** Consecutive phases that run together form one batch; the others are batches of one. */
function batches(phases: Phase[]): Phase[][] {
  const out: Phase[][] = [];
  for (const phase of phases) {
    const last = out.at(-1);
    if (phase.together && last?.[0].together) last.push(phase);
    else out.push([phase]);
  }
  return out;
}

/** Runs a phase; `held` keeps its output and prints it in one piece when it ends. */
function run(phase: Phase, held: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (held && output.length) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(error);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const times: string[] = [];
const start = performance.now();
let exitCode = 0;
for (const batch of batches(selected())) {
  const held = batch.length > 1;
  const codes = await Promise.all(
    batch.map(async (phase) => {
      console.log(`\n▶ ${phase.name}: ${[phase.command, ...phase.args].join(' ')}`);
      const began = performance.now();
      const code = await run(phase, held);
      times.push(
        `${phase.name.padEnd(16)}${seconds(began).padStart(7)} s${code ? `  FALHOU (código ${code})` : ''}`,
      );
      console.log(`■ ${phase.name}: ${seconds(began)} s${code ? `, falhou (código ${code})` : ''}`);
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed) {
    exitCode = failed;
    break;
  }
}
console.log(`\nfases:\n  ${times.join('\n  ')}\n  ${'total'.padEnd(16)}${seconds(start).padStart(7)} s`);
process.exit(exitCode);
