// `npm test`: the checks one after another — codegen up to date, lint, typecheck, vitest, Playwright —
// each phase's time printed as it ends and a summary at the close; the first phase that fails stops
// the run (its exit code is the run's). `npm test -- --from vitest` starts at a phase, `--only lint`
// runs one (names as in PHASES). `--changed` (npm run test:changed, the inner loop): vitest only on
// the tests that the uncommitted changes touch (vitest --changed follows imports) and Playwright only
// on the specs changed or importing a changed file (--only-changed); lint and typecheck keep their
// caches in .tmp/, so they check again only what changed.
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  command: string;
  args: string[];
}

const PHASES: Phase[] = [
  { name: 'codegen', command: 'npx', args: ['tsx', 'codegen/index.ts', '--check'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
  { name: 'playwright', command: 'npx', args: ['playwright', 'test'] },
];

const CHANGED = process.argv.includes('--changed');
if (CHANGED) {
  PHASES[3].args.push('--changed', '--passWithNoTests');
  PHASES[4].args.push('--only-changed', '--pass-with-no-tests');
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

function run(phase: Phase): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const times: string[] = [];
const start = performance.now();
let exitCode = 0;
for (const phase of selected()) {
  console.log(`\n▶ ${phase.name}: ${[phase.command, ...phase.args].join(' ')}`);
  const began = performance.now();
  const code = await run(phase);
  times.push(
    `${phase.name.padEnd(11)}${seconds(began).padStart(7)} s${code ? `  FALHOU (código ${code})` : ''}`,
  );
  console.log(`■ ${phase.name}: ${seconds(began)} s${code ? `, falhou (código ${code})` : ''}`);
  if (code) {
    exitCode = code;
    break;
  }
}
console.log(`\nfases:\n  ${times.join('\n  ')}\n  ${'total'.padEnd(11)}${seconds(start).padStart(7)} s`);
process.exit(exitCode);
