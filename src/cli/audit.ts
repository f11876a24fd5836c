// `npm run audit [-- <id>…] [options]`: the quality audit in the real browser.
import {Command, InvalidArgumentError} from 'commander';
import {videos} from '../../compositions/index';
import {motionSampleStep} from '../audit/audit-drawing';
import {runAudit} from '../audit/run-audit';
import {themeNames, type ThemeName} from '../visual/tokens';
import {exitOnOptionError} from './exit-on-option-error';

const ids = videos.map((v) => String(v.script.id));

const auditHelp = `
Rules measured at every beat (each theme), besides the thumbnail's own checks:
  layout        title-safe, caption-above-controls, overlap, clipped, font-size, caption-lines, contrast,
                reading-time, untracked-text, missing-text; flash (--flash) and colour-pairs (the palette)
  moving-over-text  during declared motion no mark drawn with data-moving crosses the box of a shown text
  stage         at every beat's settled frame the drawing with its labels spans ≥ 80 % of the safe width or
                ≥ 75 % of its height, its centre in the middle 40 %, no empty band > 30 % of the safe height above
                the caption band (composition: {reason} exempts a scene)
  text-size, side-text-lines  captions ≥ 50 px, labels and part names ≥ 36, any text ≥ 32; side text ≤ 2 lines
Sampled by design, and only these: flashes under --flash sample (each scene's first motion interval);
moving-over-text and reading time, every ${motionSampleStep} frames of motion (plus each hold, once): a text hidden
for ${motionSampleStep} frames or more is seen, a reading time is measured to within ${motionSampleStep - 1} frames. Both are the same
in npm test's audit and in npm run audit. Inside a loop run (periodic motion running alone, motion.period)
the motion pass reads each frame from the same phase of the run's first period: the render repeats
those very captures there, so every frame is still checked and reported as itself.
Every rule above fails the audit. A rule being adopted can be listed in rules.pendingRules (empty now):
its findings are then reported under "not yet fatal" until the videos pass it.

What it prints: the palette's failing colour pairs; per video the frames measured, a table of checks,
violations and pass/fail per rule, the stage table (per beat: centre offset, spans, empty band, result) and
every violation (video, theme, scene, beat, frame, text, rule, measured, required); at the end a
summary of violations per rule and video. The full details go to <out>/<id>.json and palette.json.
Exit code 0 when nothing is violated, 1 otherwise.`;

function parse(argv: string[]) {
  const program = new Command('audit')
    .description(
      'Measure every beat of the videos in the browser: layout, sizes, contrast, reading time, flashes, colour pairs',
    )
    .argument('[ids...]', `videos to audit (default: all): ${ids.join(', ')}`)
    .option(
      '--themes <list>',
      `themes to measure, comma-separated: ${themeNames.join(', ')}`,
      (v) => {
        const list = v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = list.filter((t) => !(themeNames as readonly string[]).includes(t));
        if (bad.length > 0 || list.length === 0)
          throw new InvalidArgumentError(`themes must be among ${themeNames.join(', ')}`);
        return list;
      },
      [...themeNames],
    )
    .option(
      '--flash <mode>',
      'flash check: all (every motion frame) | sample (one motion interval per scene) | none',
      'all',
    )
    .option('--out <dir>', 'folder for the JSON reports', 'out/audit')
    .addHelpText('after', auditHelp)
    .exitOverride()
    .showSuggestionAfterError(true);
  program.parse(argv, {from: 'user'});
  const o = program.opts<{themes: ThemeName[]; flash: string; out: string}>();
  const chosen = program.processedArgs[0] as string[];
  const unknown = chosen.filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`unknown video ${unknown.join(', ')}; valid ids: ${ids.join(', ')}`);
  if (o.flash !== 'all' && o.flash !== 'sample' && o.flash !== 'none')
    throw new Error('--flash must be all, sample or none');
  return {ids: chosen.length > 0 ? chosen : ids, themes: o.themes, flash: o.flash, out: o.out} as const;
}

async function main(): Promise<void> {
  let run;
  try {
    run = parse(process.argv.slice(2));
  } catch (error) {
    exitOnOptionError(error);
  }
  try {
    const failures = await runAudit(videos, run);
    process.exit(failures === 0 ? 0 : 1);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
