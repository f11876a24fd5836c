// Remotion Studio binds every interface (0.0.0.0 or ::) and has no option for the host: anyone on
// the same network could open the project and its render buttons. remotion.config.ts, which the
// Remotion CLI runs in its own Node process before the server starts, pins it to 127.0.0.1.
import net from 'node:net';

/** The explicit ways to share Studio on the network. */
export const shareFlag = '--share';
export const shareVariable = 'REMOTION_STUDIO_SHARE';

export type StudioListen = 'not-studio' | 'loopback' | 'shared';

/** What the Remotion CLI invocation should listen on: `remotion studio` is loopback unless `--share` or REMOTION_STUDIO_SHARE=1. */
export function studioListen(argv: readonly string[], env: NodeJS.ProcessEnv): StudioListen {
  const command = argv.slice(2).find((a) => !a.startsWith('-'));
  if (command !== 'studio' && command !== 'preview') return 'not-studio';
  return argv.includes(shareFlag) || env[shareVariable] === '1' ? 'shared' : 'loopback';
}

const wildcard = new Set(['0.0.0.0', '::', '']);

/**
 * Makes every TCP listen of this process without a host, or on a wildcard host, listen on
 * 127.0.0.1 instead (unix sockets, handles and explicit hosts are left alone). Returns the undo.
 */
export function pinListenToLoopback(): () => void {
  const original = net.Server.prototype.listen;
  function listen(this: net.Server, ...args: unknown[]): net.Server {
    const first = args[0];
    if (first !== null && typeof first === 'object' && Object.getPrototypeOf(first) === Object.prototype) {
      const o = first as net.ListenOptions & {handle?: unknown; fd?: unknown};
      if (o.path === undefined && o.handle === undefined && o.fd === undefined && wildcard.has(o.host ?? ''))
        args[0] = {...o, host: '127.0.0.1'};
    } else if (
      first === undefined ||
      typeof first === 'function' ||
      typeof first === 'number' ||
      (typeof first === 'string' && /^\d+$/.test(first))
    ) {
      // listen(), listen(cb), listen(port[, host][, backlog][, cb])
      const callback = args.find((a) => typeof a === 'function');
      const host = typeof args[1] === 'string' ? args[1] : '';
      if (wildcard.has(host))
        args = [
          {port: first === undefined || typeof first === 'function' ? 0 : Number(first), host: '127.0.0.1'},
          ...(callback === undefined ? [] : [callback]),
        ];
    }
    return (original as (...a: unknown[]) => net.Server).apply(this, args);
  }
  net.Server.prototype.listen = listen as typeof original;
  return () => {
    net.Server.prototype.listen = original;
  };
}

/** Called from remotion.config.ts: pins Studio to loopback and says how to share it. */
export function guardStudioListen(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): StudioListen {
  const listen = studioListen(argv, env);
  if (listen === 'loopback') {
    pinListenToLoopback();
    process.stderr.write(
      `Studio listens on 127.0.0.1 only (this machine). To open it to your network: npm run studio -- ${shareFlag} (or ${shareVariable}=1).\n`,
    );
  } else if (listen === 'shared') {
    process.stderr.write(
      'Studio is shared: it listens on every network interface, and anyone who can reach this machine can open the project and render.\n',
    );
  }
  return listen;
}
