#!/usr/bin/env node
// The `playtest` command. The project is TypeScript run through tsx, and
// registering tsx and loading the sources through it takes ~1 s. The commands
// that load no experiment file (QUICK, the ones quickMain.ts serves) start
// instead from a prebuilt bundle of the sources (cliBundle.ts) when it is up to
// date; otherwise tsx loads the sources and builds the bundle for next time.
// PLAYTEST_CLI_BUNDLE=0 always uses tsx (same output, slower start);
// PLAYTEST_DEBUG=1 says on stderr which way the command started.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundlePaths, freshBundle } from '../sim/bundleCache.mjs';

const QUICK = ['roll', 'attack', 'game', 'match'];
const quick = QUICK.includes(process.argv[2]) && process.env.PLAYTEST_CLI_BUNDLE !== '0';
// The same key and tag as cliBundle.ts: the bundle of this checkout's quickMain.ts.
const ready = quick ? freshBundle(bundlePaths('cli-', fileURLToPath(new URL('./quickMain.ts', import.meta.url))), 'cli') : null;
const debug = (how) => process.env.PLAYTEST_DEBUG && process.stderr.write(`playtest: started ${how}\n`);
if (ready) {
  debug(`from the bundle ${ready}`);
  await import(pathToFileURL(ready).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const built = quick ? await (await import('./cliBundle.ts')).cliBundle() : null;
  debug(built ? `from the bundle ${built}, built now` : 'through tsx');
  await import(built ? pathToFileURL(built).href : './main.ts');
}
