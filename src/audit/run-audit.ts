import fs from 'node:fs';
import path from 'node:path';
import {bundleProject, projectRoot} from '../render/render-session';
import type {VideoDefinition} from '../script/video-definition';
import {palettes, type ThemeName} from '../visual/tokens';
import type {Violation} from './audit-types';
import {auditThumbnail} from './audit-thumbnail';
import {auditVideo, type VideoAuditDetail} from './audit-video';
import {
  checkColourPairs,
  colourPairs,
  colourPairThreshold,
  colourGroupsOf,
  type PairDistance,
} from './check-colour-pairs';
import {rules} from '../script/rules';
import {stageRule} from './check-composition';
import {formatColourPairs, formatRuleCounts, formatStage, formatSummary, formatViolations} from './format-audit-table';
import {launchAuditBrowser} from './launch-audit-browser';
import {serveBundle} from './serve-bundle';

export type AuditRun = {
  ids: string[];
  themes: ThemeName[];
  flash: 'all' | 'sample' | 'none';
  out: string;
};

export type ThemedPair = PairDistance & {theme: ThemeName};
export type PaletteAudit = {threshold: number; rows: ThemedPair[]; tritanopia: ThemedPair[]; violations: Violation[]};

/** The colour pairs of the palettes (both themes), as violations the table can print. */
export function auditPalette(videos: readonly VideoDefinition[], themes: ThemeName[]): PaletteAudit {
  const pairs = colourPairs(colourGroupsOf(videos));
  const rows: ThemedPair[] = [];
  const tritanopia: ThemedPair[] = [];
  const violations: Violation[] = [];
  for (const theme of themes) {
    const checked = checkColourPairs(palettes[theme], pairs);
    rows.push(...checked.map((r) => ({...r, theme})));
    tritanopia.push(...checkColourPairs(palettes[theme], pairs, ['tritanopia']).map((r) => ({...r, theme})));
    for (const r of checked.filter((x) => !x.ok)) {
      violations.push({
        video: 'palette',
        theme,
        sceneId: r.where.join('; '),
        beatId: '–',
        frame: null,
        frames: [],
        textId: `${r.a} / ${r.b}`,
        rule: 'colour-pairs',
        measured: `ΔE2000 ${r.deltaE.toFixed(1)} under ${r.deficiency}`,
        required: `≥ ${colourPairThreshold}`,
        severity: colourPairThreshold - r.deltaE,
      });
    }
  }
  return {threshold: colourPairThreshold, rows, tritanopia, violations};
}

/** `npm run audit`: every chosen video in one bundle and one browser; a table per video and JSON in `out`. Returns the number of violations. */
export async function runAudit(
  videos: readonly VideoDefinition[],
  run: AuditRun,
  log: (line: string) => void = console.log,
): Promise<number> {
  const out = path.resolve(projectRoot, run.out);
  fs.mkdirSync(out, {recursive: true});
  const palette = auditPalette(videos, run.themes);
  fs.writeFileSync(path.join(out, 'palette.json'), JSON.stringify(palette, null, 2) + '\n');
  log(
    `palette: colour pairs that share a frame, ΔE2000 after simulated protanopia / deuteranopia ≥ ${palette.threshold}`,
  );
  log(formatColourPairs(palette.rows.filter((r) => !r.ok)) || '  all pairs pass');
  const all: Violation[] = [...palette.violations];
  log('bundling…');
  const bundleDir = await bundleProject();
  const served = await serveBundle(bundleDir);
  const browser = await launchAuditBrowser();
  try {
    for (const id of run.ids) {
      const definition = videos.find((v) => v.script.id === id);
      if (definition === undefined) throw new Error(`unknown video ${id}`);
      const result: VideoAuditDetail = await auditVideo({
        browser,
        serveUrl: served.url,
        definition,
        themes: run.themes,
        flash: run.flash,
        onProgress: (m) => log(`  ${m}`),
      });
      const thumbnail = await auditThumbnail(browser, served.url, id, run.themes);
      result.checked.thumbnail = thumbnail.checks;
      result.violations.push(...thumbnail.violations);
      fs.writeFileSync(path.join(out, `${id}.json`), JSON.stringify(result, null, 2) + '\n');
      log('');
      log(
        `${id}: ${result.checkpoints} frames × ${run.themes.length} theme(s), ${result.flashFrames} frames for flashes, ${result.readingFrames} more for reading time, ${result.seconds.toFixed(0)} s (passes side by side: ${Object.entries(
          result.passSeconds,
        )
          .map(([pass, s]) => `${pass} ${s.toFixed(0)} s`)
          .join(', ')})`,
      );
      log(formatRuleCounts(result.checked, result.violations));
      const pc = (x: number) => `${Math.round(x * 100)} %`;
      log(
        `stage at every beat's settled frame (rule: span ≥ ${pc(stageRule.minSpanX)} of the safe width or ≥ ${pc(stageRule.minSpanY)} of its height, centre in the middle ${pc(stageRule.centreBand)}, empty band above the captions ≤ ${pc(stageRule.maxEmptyBand)})\n${formatStage(result.stage)}`,
      );
      if (result.violations.length > 0) log(formatViolations(result.violations));
      if (result.pending.length > 0)
        log(
          `not yet fatal (rules being adopted: ${rules.pendingRules.join(', ')}; rules.pendingRules)\n${formatViolations(result.pending)}`,
        );
      all.push(...result.violations);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await served.close();
    fs.rmSync(bundleDir, {recursive: true, force: true});
  }
  const failures = all.length;
  log('');
  if (failures > 0) log(`summary: violations per rule and video\n${formatSummary(all, ['palette', ...run.ids])}`);
  log('');
  log(
    failures === 0
      ? '✔ audit passes'
      : `✖ ${failures} violation${failures === 1 ? '' : 's'} (tables above; JSON in ${path.relative(projectRoot, out)}/)`,
  );
  return failures;
}
