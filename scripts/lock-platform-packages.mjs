// The registry this project is built against serves only some of Remotion's per-platform
// compositor packages, so `npm install` leaves the others out of package-lock.json and `npm ci`
// then refuses the lock. This adds the missing optional entries with their os/cpu/libc, so
// `npm ci` skips them on other platforms exactly as npm does for any optional platform package.
// Run it after any `npm install` that rewrites the lock: `node scripts/lock-platform-packages.mjs`.
import fs from 'node:fs';

const lockPath = new globalThis.URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const platforms = {
  'darwin-arm64': {os: ['darwin'], cpu: ['arm64']},
  'darwin-x64': {os: ['darwin'], cpu: ['x64']},
  'linux-arm64-gnu': {os: ['linux'], cpu: ['arm64'], libc: ['glibc']},
  'linux-arm64-musl': {os: ['linux'], cpu: ['arm64'], libc: ['musl']},
  'linux-x64-gnu': {os: ['linux'], cpu: ['x64'], libc: ['glibc']},
  'linux-x64-musl': {os: ['linux'], cpu: ['x64'], libc: ['musl']},
  'win32-x64-msvc': {os: ['win32'], cpu: ['x64']},
};
const version = lock.packages['node_modules/@remotion/renderer'].version;
let added = 0;
for (const [platform, constraints] of Object.entries(platforms)) {
  const key = `node_modules/@remotion/compositor-${platform}`;
  if (lock.packages[key] !== undefined) continue;
  lock.packages[key] = {version, optional: true, ...constraints};
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} optional compositor entr${added === 1 ? 'y' : 'ies'}`);
