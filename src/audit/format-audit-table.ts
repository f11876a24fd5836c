import type {Rule, Violation} from './audit-types';
import type {StageRow} from './audit-drawing';
import type {PairDistance} from './check-colour-pairs';

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** Rows as fixed-width columns, each as wide as its widest cell (capped). */
export function formatColumns(header: string[], rows: string[][], caps: number[] = []): string {
  const cells = [header, ...rows].map((r) => r.map((c, i) => clip(c, caps[i] ?? 80)));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const frames = (v: Violation) =>
  v.frames.length <= 1 ? String(v.frame ?? '–') : `${v.frame} (+${v.frames.length - 1})`;

/** One video's violations: video, theme, scene, beat, frame, text, rule, measured, required. */
export function formatViolations(violations: Violation[]): string {
  const rows = violations.map((v) => [
    v.video,
    v.theme,
    v.sceneId,
    v.beatId,
    frames(v),
    v.textId,
    v.rule,
    v.measured,
    v.required,
  ]);
  return formatColumns(
    ['video', 'theme', 'scene', 'beat', 'frame', 'text', 'rule', 'measured', 'required'],
    rows,
    [16, 5, 18, 16, 12, 36, 22, 90, 60],
  );
}

/** Checks run and failed per rule. */
export function formatRuleCounts(checked: Partial<Record<Rule, number>>, violations: Violation[]): string {
  const rules = [...new Set([...Object.keys(checked), ...violations.map((v) => v.rule)])] as Rule[];
  const rows = rules.map((r) => [
    r,
    String(checked[r] ?? 0),
    String(violations.filter((v) => v.rule === r).length),
    violations.some((v) => v.rule === r) ? 'fail' : 'pass',
  ]);
  return formatColumns(['check', 'checks', 'violations', 'result'], rows);
}

export function formatColourPairs(rows: (PairDistance & {theme: string})[]): string {
  return formatColumns(
    ['theme', 'pair', 'deficiency', 'ΔE2000', 'result', 'shared in'],
    rows.map((r) => [
      r.theme,
      `${r.a} / ${r.b}`,
      r.deficiency,
      r.deltaE.toFixed(1),
      r.ok ? 'pass' : 'FAIL',
      r.where.join('; '),
    ]),
    [5, 24, 12, 7, 6, 100],
  );
}

/** Violations per rule (rows) and video (columns), then the worst violation of each rule. */
export function formatSummary(violations: Violation[], videos: string[]): string {
  const rules = [...new Set(violations.map((v) => v.rule))].sort();
  const counts = formatColumns(
    ['rule', ...videos, 'total'],
    rules.map((r) => {
      const per = videos.map((video) => violations.filter((v) => v.rule === r && v.video === video).length);
      return [r, ...per.map(String), String(per.reduce((a, b) => a + b, 0))];
    }),
  );
  const worst = rules
    .map((r) => violations.filter((v) => v.rule === r).sort((a, b) => b.severity - a.severity)[0] as Violation)
    .map((v) => [
      v.rule,
      v.video,
      v.theme,
      `${v.sceneId} / ${v.beatId}`,
      String(v.frame ?? '–'),
      v.textId,
      v.measured,
      v.required,
    ]);
  return `${counts}\n\nworst of each rule\n${formatColumns(['rule', 'video', 'theme', 'scene / beat', 'frame', 'text', 'measured', 'required'], worst, [22, 16, 5, 60, 6, 36, 90, 50])}`;
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Per beat: the stage at its settled frame (spans, centre, empty band above the captions) and the result. */
export function formatStage(rows: StageRow[]): string {
  return formatColumns(
    ['scene', 'beat', 'frame', 'centre off', 'span x', 'span y', 'empty band', 'result'],
    rows.map((r) => [
      r.sceneId,
      r.beatId,
      String(r.frame),
      pct(r.centreOffset),
      pct(r.spanX),
      pct(r.spanY),
      pct(r.emptyBand),
      r.reason !== null ? `excepted: ${r.reason}` : r.ok ? 'pass' : 'FAIL',
    ]),
    [24, 18, 6, 10, 8, 8, 10, 90],
  );
}
