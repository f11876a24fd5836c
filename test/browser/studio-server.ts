// Remotion Studio as a child process for the Studio test: started on a free loopback port,
// stopped by its process group, with what it listens on read from /proc.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Preloaded into every Node process Studio starts (NODE_OPTIONS --require): every TCP
 * connection to a host that is not loopback (Studio's update check asks registry.npmjs.org)
 * fails at once, before any DNS lookup, and is reported on stderr. What Studio listens on is
 * not touched here: the project's remotion.config.ts pins it to 127.0.0.1, and the test checks that.
 */
const loopbackGuard = String.raw`
const net = require('node:net');
const isLoopback = (h) => h === 'localhost' || h === '::1' || h === '::ffff:127.0.0.1' || /^127\./.test(String(h));
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  let host = 'localhost';
  if (options !== null && typeof options === 'object') host = options.path ? 'localhost' : (options.host || 'localhost');
  else if (typeof options === 'number' || /^\d+$/.test(String(options))) host = typeof args[1] === 'string' ? args[1] : 'localhost';
  if (!isLoopback(host)) {
    process.stderr.write('[loopback-guard] blocked a connection to ' + host + '\n');
    const error = Object.assign(new Error('blocked a connection to ' + host + ' (not loopback)'), {code: 'ECONNREFUSED'});
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};
`;

/** A port nothing listens on: the kernel's pick for port 0 on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({port: 0, host: '127.0.0.1'}, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no port from the kernel'))));
    });
  });
}

/** HTTP status of GET http://127.0.0.1:<port>/, or null when nothing answers. */
function statusOf(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get({host: '127.0.0.1', port, path: '/', timeout: 5_000}, (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

export type Listener = {pid: number; address: string; port: number};

/** An address from /proc/net/tcp{,6} ("0100007F:0D80"): IPv4 dotted, IPv6 in full or as :: / ::1. */
function decodeAddress(hex: string): {address: string; port: number} {
  const [ip = '', port = '0'] = hex.split(':');
  if (ip.length === 8) {
    const bytes = (ip.match(/../g) ?? []).map((b) => parseInt(b, 16)).reverse();
    return {address: bytes.join('.'), port: parseInt(port, 16)};
  }
  const words = (ip.match(/.{8}/g) ?? []).map((w) => (w.match(/../g) ?? []).reverse().join(''));
  const groups = words.join('').match(/.{4}/g) ?? [];
  const full = groups.map((g) => parseInt(g, 16).toString(16)).join(':');
  const address =
    full === '0:0:0:0:0:0:0:0'
      ? '::'
      : full === '0:0:0:0:0:0:0:1'
        ? '::1'
        : full === '0:0:0:0:0:ffff:7f00:1'
          ? '::ffff:127.0.0.1'
          : full;
  return {address, port: parseInt(port, 16)};
}

/** Every listening TCP socket on this machine: inode → address and port. */
function listeningSockets(): Map<string, {address: string; port: number}> {
  const sockets = new Map<string, {address: string; port: number}>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A = LISTEN
      sockets.set(cols[9] ?? '', decodeAddress(cols[1] ?? ''));
    }
  }
  return sockets;
}

type ProcessStat = {pid: number; state: string; ppid: number; pgid: number};

/** Every live process's /proc/<pid>/stat, read past the command name (which may hold spaces). Zombies are left out: they hold no sockets and only wait to be reaped. */
function liveProcesses(): ProcessStat[] {
  const found: ProcessStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state = '', ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') found.push({pid: Number(entry), state, ppid: Number(ppid), pgid: Number(pgid)});
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/** The pids in a process group. */
export function groupMembers(pgid: number): number[] {
  return liveProcesses()
    .filter((p) => p.pgid === pgid)
    .map((p) => p.pid);
}

/** The TCP sockets the processes of a group listen on. */
export function groupListeners(pgid: number): Listener[] {
  const sockets = listeningSockets();
  const found: Listener[] = [];
  for (const pid of groupMembers(pgid)) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const socket = inode === undefined ? undefined : sockets.get(inode);
      if (socket !== undefined) found.push({pid, ...socket});
    }
  }
  return found;
}

/** A process and every live process it started (by parent pid, so a child that left the group is included). */
export function processTree(root: number): number[] {
  const processes = liveProcesses();
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const p of processes) if (p.ppid === tree[i] && !tree.includes(p.pid)) tree.push(p.pid);
  return tree;
}

/** The pids among `pids` still alive (zombies count as gone). */
export function alive(pids: number[]): number[] {
  const live = new Set(liveProcesses().map((p) => p.pid));
  return pids.filter((pid) => live.has(pid));
}

/** Addresses anything on this machine listens on at a port. */
export function listenersOn(port: number): string[] {
  return [...listeningSockets().values()].filter((s) => s.port === port).map((s) => s.address);
}

export type Studio = {
  port: number;
  url: string;
  /** the process group: the npx process and everything it started */
  pgid: number;
  /** stdout and stderr so far, without colours */
  output: () => string;
  /** connections the loopback guard refused */
  blocked: () => string[];
  /** SIGTERM to the group, SIGKILL after a grace period; resolves when no process of the group is left */
  stop: () => Promise<void>;
};

/** Starts `npx remotion studio src/index.ts --port <free port> --no-open` in the project and waits until it serves. */
export async function startStudio(projectRoot: string, readyTimeoutMs = 150_000): Promise<Studio> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  const guard = path.join(dir, 'loopback-guard.cjs');
  fs.writeFileSync(guard, loopbackGuard);
  let text = '';
  const child: ChildProcess = spawn(
    'npx',
    ['remotion', 'studio', 'src/index.ts', '--port', String(port), '--no-open'],
    {
      cwd: projectRoot,
      detached: true, // its own process group, so stop() reaches npx, the shell and Studio's node
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NODE_OPTIONS: `--require "${guard}"`, FORCE_COLOR: '0', BROWSER: 'none'},
    },
  );
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('npx did not start');
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8').replace(ansi, '');
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = `exited (code ${code}, signal ${signal})`;
      resolve();
    });
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      const signal = (s: NodeJS.Signals) => {
        try {
          process.kill(-pgid, s);
        } catch {
          // the group is gone already
        }
      };
      signal('SIGTERM');
      const deadline = Date.now() + 10_000;
      while (groupMembers(pgid).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (groupMembers(pgid).length > 0) signal('SIGKILL');
      while (groupMembers(pgid).length > 0 && Date.now() < deadline + 5_000)
        await new Promise((r) => setTimeout(r, 100));
      await Promise.race([exit, new Promise((r) => setTimeout(r, 2_000))]);
      fs.rmSync(dir, {recursive: true, force: true});
    })();
    return stopped;
  };

  const studio: Studio = {
    port,
    url: `http://127.0.0.1:${port}`,
    pgid,
    output: () => text,
    blocked: () => text.split('\n').filter((l) => l.startsWith('[loopback-guard]')),
    stop,
  };

  // Ready: Studio says so, on the port asked for, and the page answers 200 over 127.0.0.1.
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      if (exited !== null) throw new Error(`Studio ${exited} before it was ready:\n${text}`);
      if (Date.now() > deadline) throw new Error(`Studio was not ready after ${readyTimeoutMs} ms:\n${text}`);
      const ready = /Server ready - Local: http:\/\/localhost:(\d+)/.exec(text);
      if (ready !== null) {
        if (Number(ready[1]) !== port) throw new Error(`Studio took port ${ready[1]}, not ${port}:\n${text}`);
        if ((await statusOf(port)) === 200) return studio;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
