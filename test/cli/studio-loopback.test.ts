import net from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {pinListenToLoopback, studioListen} from '../../src/cli/studio-loopback';

const servers: net.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The address a server ends up listening on after `listen(...args)`. */
function addressAfter(...args: unknown[]): Promise<string> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve((server.address() as net.AddressInfo).address));
    (server.listen as (...a: unknown[]) => net.Server)(...args);
  });
}

describe('Studio listens on loopback unless shared explicitly', () => {
  it('applies to remotion studio only, shared by --share or REMOTION_STUDIO_SHARE=1', () => {
    const argv = (...a: string[]) => ['node', 'remotion', ...a];
    expect(studioListen(argv('studio', 'src/index.ts'), {})).toBe('loopback');
    expect(studioListen(argv('--log=verbose', 'studio'), {})).toBe('loopback');
    expect(studioListen(argv('studio', 'src/index.ts', '--share'), {})).toBe('shared');
    expect(studioListen(argv('studio'), {REMOTION_STUDIO_SHARE: '1'})).toBe('shared');
    expect(studioListen(argv('studio'), {REMOTION_STUDIO_SHARE: '0'})).toBe('loopback');
    expect(studioListen(argv('render', 'grace-blackwell'), {})).toBe('not-studio');
  });

  it('pins wildcard and host-less TCP listens to 127.0.0.1, as Remotion calls them, and the undo restores them', async () => {
    const unpin = pinListenToLoopback();
    try {
      expect(await addressAfter({port: 0, host: '0.0.0.0'})).toBe('127.0.0.1'); // Remotion's call with --ipv4
      expect(await addressAfter({port: 0, host: '::'})).toBe('127.0.0.1'); // Remotion's default call
      expect(await addressAfter({port: 0})).toBe('127.0.0.1');
      expect(await addressAfter(0)).toBe('127.0.0.1');
      expect(await addressAfter(0, '0.0.0.0')).toBe('127.0.0.1');
      expect(await addressAfter(0, '::1')).toBe('::1'); // an explicit host is kept
    } finally {
      unpin();
    }
    expect(['::', '0.0.0.0']).toContain(await addressAfter({port: 0}));
  });
});
