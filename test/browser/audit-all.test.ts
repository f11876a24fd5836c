import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {auditVideo} from '../../src/audit/audit-video';
import {auditSession} from './session';

// The audit on every beat of all three videos, both themes, in `npm test`: a change that breaks
// legibility (overlap, size, safe area, contrast, reading time) or flashes fails CI.
describe.each(videos.map((v) => [String(v.script.id), v] as const))('audit of %s', (_, definition) => {
  it('finds no violation on any beat in either theme', {timeout: 900_000}, async () => {
    const {browser, serveUrl} = await auditSession();
    const result = await auditVideo({browser, serveUrl, definition, themes: ['dark', 'light'], flash: 'sample'});
    const passes = Object.entries(result.passSeconds).map(([pass, s]) => `${pass} ${s.toFixed(0)} s`);
    console.log(`audit of ${result.video}: ${result.seconds.toFixed(0)} s (passes side by side: ${passes.join(', ')})`);
    expect(result.checkpoints).toBeGreaterThan(50);
    for (const rule of ['title-safe', 'overlap', 'font-size', 'contrast', 'reading-time', 'flash'] as const)
      expect(result.checked[rule] ?? 0).toBeGreaterThan(0);
    expect(
      result.violations.map(
        (v) =>
          `${v.theme} ${v.sceneId}/${v.beatId} frame ${v.frame} ${v.textId} ${v.rule}: ${v.measured} (${v.required})`,
      ),
    ).toEqual([]);
  });
});
