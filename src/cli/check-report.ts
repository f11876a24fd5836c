// What `npm run check` prints: the tables of the passing videos, then every error last, so a
// failing video's lines are the end of the output, not buried under other videos' tables.
import {rules} from '../script/rules';
import type {CheckResult} from '../timeline/check-video';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function table(result: Extract<CheckResult, {ok: true}>): string[] {
  const {timeline} = result;
  const out = [
    `✔ ${timeline.videoId} — ${timeline.title}: ${timeline.durationInFrames} frames at ${timeline.fps} fps (${clock(timeline.durationInFrames / timeline.fps)})`,
    '  chapters',
  ];
  for (const c of timeline.chapters) out.push(`    ${clock(c.startSeconds).padStart(5)}  ${c.title}`);
  out.push('  reading time (fully visible / needed, seconds)');
  for (const r of result.reading) {
    out.push(
      `    ${r.sceneId.padEnd(18)} ${r.textId.padEnd(16)} ${String(r.words).padStart(3)} words ${r.onScreen.toFixed(1).padStart(5)} / ${r.needed.toFixed(1).padStart(4)}  ${r.text}`,
    );
  }
  out.push(...stillsTable(result));
  return out;
}

/** Every still of the drawing over the limit, with its length and the reason its beat gives (or none). */
function stillsTable(result: CheckResult): string[] {
  const stills = result.stills ?? [];
  const out = [
    `  stills (drawing layer still > ${rules.maxStillSeconds} s; declared ${stills.filter((s) => s.declaredBy !== null).length} of at most ${rules.maxStillsPerVideo})`,
  ];
  if (stills.length === 0) out.push('    none');
  for (const s of stills) {
    out.push(
      `    ${s.sceneId.padEnd(18)} ${s.beatId.padEnd(16)} ${s.seconds.toFixed(1).padStart(5)} s  ${s.declaredBy === null ? 'UNDECLARED' : `still (${s.declaredBy}): ${s.reason ?? ''}`}`,
    );
  }
  return out;
}

/**
 * The lines of `npm run check`: a first line saying how many scripts failed, the passing videos'
 * tables, then one block with every error, one line each (`id: path: message (rule: …)`).
 * `quiet` keeps the errors only, or the one first line when every script passes.
 */
export function checkReport(results: readonly CheckResult[], quiet = false): string[] {
  const failed = results.filter((r): r is Extract<CheckResult, {ok: false}> => !r.ok);
  const total = results.length;
  const first =
    failed.length === 0
      ? `✔ all ${total} scripts pass`
      : `✖ ${failed.length} of ${total} scripts have errors: ${failed.map((r) => `${r.videoId} (${plural(r.issues.length, 'error')})`).join(', ')}${quiet ? '' : ' — listed last'}`;
  const out = [first];
  if (!quiet) for (const r of results) if (r.ok) out.push(...table(r));
  const pending = results.flatMap((r) =>
    (r.pending ?? []).map((p) => `  ${r.ok ? r.timeline.videoId : r.videoId}: ${p.path}: ${p.message}`),
  );
  if (!quiet && pending.length > 0) {
    out.push(
      '',
      `not yet fatal (${plural(pending.length, 'finding')} of rules being adopted: ${rules.pendingRules.join(', ')}; see rules.pendingRules)`,
      ...pending,
    );
  }
  if (failed.length === 0) return out;
  if (!quiet)
    out.push(
      '',
      `errors (${plural(
        failed.reduce((n, r) => n + r.issues.length, 0),
        'error',
      )} in ${plural(failed.length, 'script')})`,
    );
  for (const r of failed) for (const issue of r.issues) out.push(`  ${r.videoId}: ${issue.path}: ${issue.message}`);
  return out;
}
