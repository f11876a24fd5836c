// A second Chromium major, for proving that the goldens' text-and-shape snapshot holds on a browser
// other than the one the goldens were made with (docs/design.md §Goldens). It takes the headless
// Chromium that @sparticuz/chromium ships inside its npm tarball (so it needs only the npm
// registry), unpacks it into .cache/second-chromium/<version>/ and prints how to run the goldens
// test with it. Nothing is installed into node_modules and package.json is not touched.
//
//   node scripts/second-chromium.mjs [version]      (default 153.0.0: Chromium 153)
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const version = process.argv[2] ?? '153.0.0';
const root = path.resolve(new globalThis.URL('..', import.meta.url).pathname);
const dir = path.join(root, '.cache', 'second-chromium', version);
const executable = path.join(dir, 'chromium');

if (!fs.existsSync(executable)) {
  fs.mkdirSync(dir, {recursive: true});
  const packed = execFileSync(
    'npm',
    ['pack', `@sparticuz/chromium@${version}`, '--silent', '--pack-destination', dir],
    {
      encoding: 'utf8',
    },
  ).trim();
  execFileSync('tar', ['xzf', path.join(dir, packed), '-C', dir]);
  const bin = path.join(dir, 'package', 'bin');
  const unbrotli = (name) => zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, `${name}.br`)));
  // the browser's own libraries (Amazon Linux builds of libnss & co) and its software GL
  for (const archive of ['al2023.tar', 'swiftshader.tar']) {
    fs.writeFileSync(path.join(dir, archive), unbrotli(archive));
    execFileSync('tar', ['xf', path.join(dir, archive), '-C', dir]);
    fs.rmSync(path.join(dir, archive));
  }
  fs.writeFileSync(executable + '.partial', unbrotli('chromium'), {mode: 0o755});
  fs.renameSync(executable + '.partial', executable);
  fs.rmSync(path.join(dir, 'package'), {recursive: true, force: true});
  fs.rmSync(path.join(dir, packed));
}

const reported = execFileSync(executable, ['--version'], {
  encoding: 'utf8',
  env: {...process.env, LD_LIBRARY_PATH: path.join(dir, 'lib')},
}).trim();
console.log(`${reported} is at ${executable}. Run the goldens test with it:`);
console.log(
  `  LD_LIBRARY_PATH=${path.join(dir, 'lib')} REMOTION_BROWSER_EXECUTABLE=${executable} npx vitest run test/browser/goldens.test.ts`,
);
