// Run as `node --import tsx src/render/revision-timelines.ts <tree> <out.json>` (revision-tree.ts):
// resolves every video of another commit's tree with that commit's own script and timeline code,
// and writes [{id, timeline}] as JSON. A child process, so the commit's modules never mix with this checkout's.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const [tree, out] = process.argv.slice(2);
if (tree === undefined || out === undefined) throw new Error('usage: revision-timelines.ts <tree> <out.json>');
const load = (file: string) => import(pathToFileURL(path.join(tree, file)).href);
const {videos} = (await load('compositions/index.ts')) as {videos: readonly unknown[]};
const {resolveVideo} = (await load('src/timeline/resolve-video.ts')) as {
  resolveVideo: (definition: unknown) => {video: {id: string}; timeline: unknown};
};
const rows = videos.map((definition) => {
  const resolved = resolveVideo(definition);
  return {id: resolved.video.id, timeline: resolved.timeline};
});
fs.writeFileSync(out, JSON.stringify(rows));
