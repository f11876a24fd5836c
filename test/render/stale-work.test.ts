import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {removeStaleWork} from '../../src/render/render-segmented';

it("removes what a killed render left beside the output, but not a running render's work", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  const output = path.join(dir, 'video.mp4');
  const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
  fs.mkdirSync(path.join(dir, `.video.mp4.${dead}.segments`));
  fs.writeFileSync(path.join(dir, `.video.mp4.${dead}.partial.mp4`), 'x');
  fs.mkdirSync(path.join(dir, `.video.mp4.${process.pid}.segments`));
  fs.writeFileSync(output, 'the previous good file');
  removeStaleWork(output);
  expect(fs.readdirSync(dir).sort()).toEqual([`.video.mp4.${process.pid}.segments`, 'video.mp4']);
});
