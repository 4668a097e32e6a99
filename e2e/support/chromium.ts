// The Chromium every browser test launches: Debian's (as ARCHITECTURE.md asks) when it is installed,
// its old headless shell (package chromium-headless-shell) first: the visits spec ran 1.4x longer on
// the full browser (3.1 min against 2.2 min, same machine), enough to time tests out on a slow CI.
// Else the headless Chromium that the npm package @sparticuz/chromium ships, so `npm install && npm
// test` passes on a machine without it. Never a downloaded browser.
// CHROMIUM_PATH overrides: a Chromium binary, or `npm` for the package's (how the fallback is tested).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** ARCHITECTURE.md section 4: the flags every browser test runs Chromium with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ResolvedChromium {
  source: 'system' | 'npm';
  executablePath: string;
  args: string[];
  /** Added to the browser's environment. */
  env: Record<string, string>;
}

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const wanted = env.CHROMIUM_PATH?.trim();
  if (wanted && wanted !== 'npm') {
    if (!existsSync(wanted)) throw new Error(`CHROMIUM_PATH=${wanted}: no such file`);
    return { source: 'system', executablePath: wanted, args: CHROMIUM_FLAGS, env: {} };
  }
  const system = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path));
  if (!wanted && system) return { source: 'system', executablePath: system, args: CHROMIUM_FLAGS, env: {} };
  return npmChromium();
}

/** The launch options for Playwright (`use.launchOptions`). */
export function launchOptionsOf(chromium: ResolvedChromium) {
  return {
    executablePath: chromium.executablePath,
    args: chromium.args,
    // Playwright's `env` replaces the browser's environment: keep ours.
    ...(Object.keys(chromium.env).length ? { env: { ...process.env, ...chromium.env } } : {}),
  };
}

/**
 * The package's browser, unpacked once into node_modules/.cache (per package version). The package
 * unpacks into os.tmpdir() (/tmp/chromium, and its GL libraries loose in /tmp): here into a private
 * folder first, renamed into place, so two runs at once never see half a binary.
 */
async function npmChromium(): Promise<ResolvedChromium> {
  const require = createRequire(import.meta.url);
  const pkgDir = join(dirname(require.resolve('@sparticuz/chromium')), '..');
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const dir = join(pkgDir, '../../.cache', `sparticuz-chromium-${version}`);
  if (!existsSync(join(dir, 'chromium'))) await unpack(join(pkgDir, 'bin'), dir);
  return {
    source: 'npm',
    executablePath: join(dir, 'chromium'),
    // Our flags only: the package's own list is for AWS Lambda and would also turn off web security
    // (--disable-web-security), which the security-header tests rely on.
    args: CHROMIUM_FLAGS,
    env: {
      // Built for Amazon Linux: its NSS libraries come with it (Debian has them only with a browser).
      LD_LIBRARY_PATH: [join(dir, 'al2023/lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      // The system's fonts when there are any, and always the package's Open Sans.
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
    },
  };
}

async function unpack(bin: string, dir: string): Promise<void> {
  const { inflate } = await import('@sparticuz/chromium');
  const staging = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(staging, { recursive: true });
  const tmpdir = process.env.TMPDIR;
  // inflate() reads os.tmpdir() as it is called, before its first await.
  process.env.TMPDIR = staging;
  let unpacking: Promise<string[]>;
  try {
    unpacking = Promise.all(
      ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br'].map((f) =>
        inflate(join(bin, f)),
      ),
    );
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  try {
    await unpacking;
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(dir, 'fonts/fonts')}</dir>
  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>
</fontconfig>
`,
    );
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run unpacked it first.
    if (existsSync(join(dir, 'chromium'))) return;
    throw error;
  }
}
