import type {Browser} from 'playwright-core';
import {frameSize, type ThemeName} from '../visual/tokens';
import type {VideoDefinition} from '../script/video-definition';
import {resolveVideo} from '../timeline/resolve-video';
import type {Timeline} from '../timeline/timeline-types';
import type {Rule, Violation, VideoAudit} from './audit-types';
import {rules} from '../script/rules';
import {motionSampleStep, type StageRow} from './audit-drawing';
import {auditMotion, flashScale, type FlashSummary} from './audit-motion';
import {blankFrame, captureWithoutInk, capturePixels} from './capture-pixels';
import {captureRegions} from './capture-regions';
import {checkLayout, visibleOpacity} from './check-layout';
import {checkReadingTime, type ReadingRow} from './check-reading-time';
import {contrastBehind} from './measure-contrast';
import {measureTexts, presenceOfTexts, readPresence, type TextPresence} from './measure-texts';
import {observeReading} from './observe-reading';
import {openFramePage, type FramePage} from './open-frame-page';
import {planCheckpoints, planMotionSamples, type BeatFilter} from './plan-checkpoints';

export const minimumContrast = 4.5;

export type AuditOptions = {
  browser: Browser;
  /** http URL of the served bundle (serveBundle) */
  serveUrl: string;
  definition: VideoDefinition;
  themes: ThemeName[];
  /** every frame of every motion interval, the first motion interval of each scene, or none */
  flash: 'all' | 'sample' | 'none';
  include?: BeatFilter;
  onProgress?: (message: string) => void;
};

export type VideoAuditDetail = VideoAudit & {
  reading: ReadingRow[];
  /** frames read only for reading time (its samples that no other pass saw: src/audit/observe-reading.ts) */
  readingFrames: number;
  /** per beat, the stage at its settled frame */
  stage: StageRow[];
  flash: FlashSummary;
  /** the lowest contrast measured per theme, for the summary */
  lowestContrast: Partial<Record<ThemeName, {value: number; textId: string; frame: number}>>;
  /** wall seconds of each pass (they run side by side, so they overlap): each theme's texts and contrast, the motion pass (stage, moving marks, flashes: src/audit/audit-motion.ts), reading time */
  passSeconds: Record<string, number>;
};

/** Collects violations, one per (theme, beat, text, rule), listing every frame where it was seen. */
class Violations {
  readonly list: Violation[] = [];
  /** findings of rules not yet fatal (rules.pendingRules) */
  readonly pending: Violation[] = [];
  readonly checked: Partial<Record<Rule, number>> = {};
  private readonly index = new Map<string, Violation>();

  constructor(private readonly video: string) {}

  count(rule: Rule, n = 1): void {
    this.checked[rule] = (this.checked[rule] ?? 0) + n;
  }

  add(v: Omit<Violation, 'video' | 'frames'>): void {
    const key = [v.theme, v.sceneId, v.beatId, v.textId, v.rule].join('|');
    const existing = this.index.get(key);
    if (existing !== undefined) {
      if (v.frame !== null && !existing.frames.includes(v.frame)) existing.frames.push(v.frame);
      if (v.severity > existing.severity)
        Object.assign(existing, {measured: v.measured, severity: v.severity, frame: v.frame});
      return;
    }
    const violation: Violation = {...v, video: this.video, frames: v.frame === null ? [] : [v.frame]};
    this.index.set(key, violation);
    (rules.pendingRules.includes(v.rule) ? this.pending : this.list).push(violation);
  }

  /** Both lists in a stable order (the passes run side by side): theme, frame, text, rule. */
  sort(themes: ThemeName[]): void {
    const key = (v: Violation) => [themes.indexOf(v.theme as ThemeName), v.frame ?? -1] as const;
    const order = (a: Violation, b: Violation) => {
      const [ta, fa] = key(a);
      const [tb, fb] = key(b);
      return ta - tb || fa - fb || a.textId.localeCompare(b.textId) || a.rule.localeCompare(b.rule);
    };
    this.list.sort(order);
    this.pending.sort(order);
  }
}

/**
 * The audit of one video in the real browser: layout, sizes, contrast (each theme), reading
 * time and flashes (dark theme; timing and luminance changes come from the same script).
 */
export async function auditVideo(options: AuditOptions): Promise<VideoAuditDetail> {
  const started = performance.now();
  const id = String(options.definition.script.id);
  const timeline = resolveVideo(options.definition, 30).timeline;
  const include = options.include ?? (() => true);
  const checkpoints = planCheckpoints(timeline, include);
  const violations = new Violations(id);
  const observed = new Map<number, TextPresence>();
  const lowestContrast: VideoAuditDetail['lowestContrast'] = {};
  const say = options.onProgress ?? (() => undefined);
  const passSeconds: Record<string, number> = {};
  const timed = async <T>(pass: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      passSeconds[pass] = (performance.now() - start) / 1000;
    }
  };
  const themePass = async (theme: ThemeName, i: number) => {
    const page = await openFramePage(options.browser, options.serveUrl, {
      compositionId: id,
      props: {theme, fps: 30},
      durationInFrames: timeline.durationInFrames,
      fps: 30,
      scale: 1,
    });
    // the two frames each checkpoint's regions are captured into, with and without the glyphs
    const frames = {drawn: blankFrame(), background: blankFrame()};
    try {
      for (const [n, cp] of checkpoints.entries()) {
        // layout and pixels where the beat has settled and just before it changes; a text's own first and
        // last frame can fall inside motion (others still entering), so there only its presence is read
        const settled = cp.moments.includes('settled') || cp.moments.includes('before-next');
        if (!settled && i > 0) continue;
        await page.seek(cp.frame);
        if (!settled) {
          observed.set(cp.frame, await readPresence(page.page));
          continue;
        }
        const texts = await measureTexts(page.page);
        if (i === 0) observed.set(cp.frame, presenceOfTexts(texts));
        const shown = texts.filter((t) => t.opacity > visibleOpacity && t.box.width > 0);
        for (const f of checkLayout(texts))
          violations.add({...f, theme, sceneId: cp.sceneId, beatId: cp.beatId, frame: cp.frame});
        for (const rule of ['title-safe', 'font-size', 'text-size', 'clipped', 'untracked-text'] as const)
          violations.count(rule, shown.length);
        violations.count('side-text-lines', shown.filter((t) => t.kind === 'label' || t.kind === 'part').length);
        violations.count('overlap', (shown.length * (shown.length - 1)) / 2);
        const captions = shown.filter((t) => t.kind === 'caption').length;
        violations.count('caption-above-controls', captions);
        violations.count('caption-lines', captions);
        if (shown.length > 0) {
          // only the pixels behind the texts are read: capture those regions (the same pixels, less encoding)
          const regions = captureRegions(
            shown.map((t) => t.lines),
            frameSize,
          );
          const drawn = await capturePixels(page.page, regions, frames.drawn);
          const background = await captureWithoutInk(page.page, regions, frames.background);
          for (const t of shown) {
            const c = contrastBehind(t.color, t.opacity, background, t.lines, 1, undefined, drawn);
            if (c === null) continue;
            violations.count('contrast');
            const lowest = lowestContrast[theme];
            if (lowest === undefined || c.contrast < lowest.value)
              lowestContrast[theme] = {value: c.contrast, textId: t.id, frame: cp.frame};
            if (c.contrast + 1e-9 < minimumContrast) {
              violations.add({
                theme,
                sceneId: cp.sceneId,
                beatId: cp.beatId,
                frame: cp.frame,
                textId: t.id,
                rule: 'contrast',
                measured: `${c.contrast.toFixed(2)}:1 (text ${c.text} on ${c.background}; lowest pixel ${c.lowest.toFixed(2)}:1)`,
                required: `≥ ${minimumContrast}:1`,
                severity: minimumContrast - c.contrast,
              });
            }
          }
        }
        if ((n + 1) % 20 === 0) say(`${id} ${theme}: ${n + 1}/${checkpoints.length} frames measured`);
      }
    } finally {
      await page.close();
    }
  };
  // Each pass has its own page (its own renderer process), so they run side by side on every core.
  const motionTheme: ThemeName = options.themes.includes('dark') ? 'dark' : (options.themes[0] ?? 'dark');
  const [, {stage, flash}] = await Promise.all([
    Promise.all(options.themes.map((theme, i) => timed(theme, () => themePass(theme, i)))),
    timed('motion', () =>
      auditMotion({
        browser: options.browser,
        serveUrl: options.serveUrl,
        timeline,
        theme: motionTheme,
        include,
        flash: options.flash,
        sink: violations,
        observed,
        say,
      }),
    ),
  ]);
  const readingFrames = await timed('reading', () => observeReadingFrames(options, timeline, include, observed, say));
  const reading = checkReadingTime(timeline, observed, include);
  for (const row of reading.filter((r) => r.checked)) {
    violations.count('reading-time');
    if (row.ok) continue;
    const never = row.seenSeconds === null;
    violations.add({
      theme: options.themes[0] ?? 'dark',
      sceneId: row.sceneId,
      beatId: row.beatId,
      frame: row.firstFrame,
      textId: row.textId,
      rule: never ? 'missing-text' : 'reading-time',
      measured: never
        ? `never fully visible with its settled text (${row.knownFrames} frames seen)`
        : `${(row.seenSeconds ?? 0).toFixed(2)} s fully visible (frames ${row.firstFrame}–${row.lastFrame})`,
      required: `≥ ${row.neededSeconds.toFixed(2)} s for ${row.words} words`,
      severity: row.neededSeconds - (row.seenSeconds ?? 0),
    });
  }
  violations.sort(options.themes);
  return {
    video: id,
    themes: options.themes,
    checkpoints: checkpoints.length,
    flashFrames: flash.frames,
    checked: violations.checked,
    violations: violations.list,
    pending: violations.pending,
    seconds: (performance.now() - started) / 1000,
    reading,
    readingFrames,
    stage,
    flash,
    lowestContrast,
    passSeconds,
  };
}

/** Reads the texts on every frame reading time needs that no other pass has seen (src/audit/observe-reading.ts); the count read. */
async function observeReadingFrames(
  options: AuditOptions,
  timeline: Timeline,
  include: BeatFilter,
  observed: Map<number, TextPresence>,
  say: (m: string) => void,
): Promise<number> {
  const theme: ThemeName = options.themes.includes('dark') ? 'dark' : (options.themes[0] ?? 'dark');
  // opened on the first frame the other passes left unread (usually none)
  let page: FramePage | undefined;
  try {
    const sampled = new Set(planMotionSamples(timeline, motionSampleStep, include));
    const reads = await observeReading(
      timeline,
      observed,
      async (frame) => {
        page ??= await openFramePage(options.browser, options.serveUrl, {
          compositionId: timeline.videoId,
          props: {theme, fps: 30},
          durationInFrames: timeline.durationInFrames,
          fps: 30,
          scale: flashScale,
        });
        await page.seek(frame);
        return readPresence(page.page);
      },
      include,
      (frame) => sampled.has(frame),
    );
    say(`${timeline.videoId} reading time: ${reads} more frames read`);
    return reads;
  } finally {
    await page?.close();
  }
}
