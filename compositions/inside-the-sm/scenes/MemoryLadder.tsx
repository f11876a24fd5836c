import React, {useMemo} from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {frameSize} from '../../../src/visual/tokens';
import {anatomySmBox, smToLadder, type Merge} from '../layout-carry';
import {centringShift, layoutLadder, shiftRungs, type LadderAxis} from '../layout-ladder';
import {LadderDiagram} from '../parts/LadderDiagram';
import {CarriedMemory} from '../parts/CarriedMemory';
import {useSmLayout} from '../parts/use-sm-layout';
import {pick} from '../../../src/visual/scene-kit';
import {place} from '../../../src/visual/geometry';
import {kitFor, useValues} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, useFocus, usePreviousFocus, useEntrance, useAfterEntrance, carries, PreviousPicture, Label} =
  kitFor('memory-hierarchy');

/**
 * The ladder spans 75.5 % of the safe height (the stage rule's 75 %) and its bottom (882 px) stays
 * 14 px clear of a one-line caption's backing (its top at 896 px).
 */
export const ladderArea = {x: 96, y: 148, w: 1728, h: 734};
export const ladderBarsX = 960;
/** the log scale spans half a cycle to two thousand cycles, so a one-cycle bar still shows */
export const ladderScale = {scaleMin: 0.5, scaleMax: 2000};

/**
 * The ladder's rungs, top to bottom; each rung's latency key in the model (cycles): L1 hit, L2 hit, HBM (correction C9
 * of the fact review, docs/design.md). Registers have no bar (C19): their operands arrive every cycle.
 */
export const rungIds = ['registers', 'shared', 'l2', 'hbm'] as const;
export const latencyKeys = ['latency.l1', 'latency.l2', 'latency.hbmHighCycles'] as const;
/** The linear axis the bars first grow on: its right edge a little past L2, so HBM runs off the frame. */
export const linearHeadroom = 1.15;
/** HBM's rung is a range known only to its order of magnitude: from this key to its latency key. */
export const hbmRangeFrom = 'latency.hbmLowCycles';

/** Rungs from latencies in rung order, the first rung (registers) without a bar; the last rung (HBM) a range starting at `hbmFrom`. */
export function rungsFrom<Id extends string>(ids: readonly Id[], latencies: readonly number[], hbmFrom: number) {
  return ids.map((id, i) =>
    i === 0
      ? {id}
      : {id, latency: pick(latencies, i - 1, 'latencies'), ...(i === ids.length - 1 ? {from: hbmFrom} : {})},
  );
}

/**
 * The latency axis at a moment of the scene: linear with its edge a little past L2 while the bars grow (HBM runs off
 * the frame), pulled back (edge raised, geometrically) until HBM's whole range fits, then folded to log.
 */
export function ladderAxisAt(l2: number, hbmHigh: number, pullBack: number, fold: number): LadderAxis {
  const near = l2 * linearHeadroom;
  const far = hbmHigh * linearHeadroom;
  return {linearMax: Math.exp(mix(Math.log(near), Math.log(far), eased(pullBack))), fold: eased(fold)};
}

/** The ladder's rungs with their latencies from the model, laid out. */
export function useLadder() {
  const latencies = useValues(latencyKeys);
  const hbmFrom = useValue(hbmRangeFrom);
  const decade = useValue('ladder.gridStep');
  return useMemo(
    () =>
      layoutLadder(rungsFrom(rungIds, latencies, hbmFrom), {
        area: ladderArea,
        firstOffChip: 3,
        barsX: ladderBarsX,
        ...ladderScale,
        decade,
      }),
    [decade, hbmFrom, latencies],
  );
}

/** seconds of the latency beat's motion in which the ladder slides aside; the bars grow in the rest */
const latencySlideSeconds = 0.75;

/** the i-th of n things appearing one after another over p (0..1), each over 2 / (n + 1) of it, overlapping by half */
const stagger = (p: number, i: number, n: number) => slice(p, i / (n + 1), (i + 2) / (n + 1));

// entrance: the SM's last picture fades while its four register files merge into the registers
// rung and its L1 / shared band becomes the shared rung.
// beat: ladder — once they have landed, the rungs below appear, down to HBM.
// beat: off-chip — the dashed line between L2 and HBM; the on-chip rungs dim (focus: the line and HBM).
// beat: ladder and off-chip — the ladder stands alone, centred in the frame.
// beat: latency — everything returns; the ladder slides left to make room for the latency column, then each rung's
// latency bar grows on a linear axis sized to L2: HBM's runs off the frame.
// beat: pull-back — the axis's edge rises until HBM's whole range fits: L1 and L2 shrink to slivers.
// beat: log — the axis folds to the log scale, its gridlines fading in.
// beat: advice — the caption; the two top rungs stay bright, the rest dims (focus).
export const MemoryLadder: React.FC = () => {
  const palette = usePalette();
  const latencyBeat = useBeat('latency');
  const latency = latencyBeat.progress;
  const latencySlide = latencySlideSeconds / latencyBeat.lengthSeconds;
  // centred while the ladder stands alone; in the latency beat's first 0.75 s it moves left to where the bars need it
  const slide = eased(slice(latency, 0, latencySlide));
  const placed = useLadder();
  const ladder = shiftRungs(placed, mix(centringShift(placed, frameSize.width), 0, slide));
  const entrance = useEntrance();
  // the SM as the anatomy scene lays it out; the parts the entrance carries (enter.carries) merge into the top rungs
  const carried = smToLadder(useSmLayout(anatomySmBox), ladder);
  const merges = (['registers', 'shared'] as const)
    .filter((part) => carries.includes(part))
    .flatMap((part) => {
      const m: Merge | null = carried[part];
      return m === null ? [] : [{part, ...m}];
    });
  // the anatomy ended with its Tensor Memory in focus: the carried parts start as dimmed as they were there
  const anatomyDim = usePreviousFocus();
  // the off-chip beat's focus (the line and HBM) and the advice beat's (the two top rungs) dim the other rungs and
  // the gridlines; the off-chip line and its label never dim (a dimmed backdrop would let the line show through the label)
  const dim = useFocus();
  const build = useAfterEntrance('ladder');
  const off = useBeat('off-chip').progress;
  const pullBack = useBeat('pull-back').progress;
  const fold = useBeat('log').progress;
  const [l2, hbmHigh] = useValues(['latency.l2', 'latency.hbmHighCycles']);
  const axis = ladderAxisAt(l2 ?? 1, hbmHigh ?? 1, pullBack, fold);
  const n = ladder.rungs.length;
  // the rungs the entrance does not carry appear one after another from where it lands (no pause before the first)
  const built = ladder.rungs.filter((r) => !merges.some((m) => m.to === r.box));
  const rungs = ladder.rungs.map((r) =>
    built.includes(r) ? stagger(build, built.indexOf(r), built.length) : entrance.done ? 1 : 0,
  );
  // the off-chip line, named at its right end; the bars' axis, named above its start
  const offChipLine = {x: ladder.offChip.x1, y: ladder.offChip.y, w: ladder.offChip.x2 - ladder.offChip.x1, h: 0};
  const axisLine = {x: ladder.bars.x, y: ladderArea.y, w: ladder.bars.w, h: 0};
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      {entrance.done ? null : (
        <Layer>
          {merges.flatMap((m) =>
            m.from.map((from, k) => (
              <g
                key={`${m.part}-${k}`}
                opacity={
                  (k === 0 ? 1 : 1 - eased(entrance.progress)) * mix(anatomyDim(m.part), 1, eased(entrance.progress))
                }
              >
                <CarriedMemory box={carry(from, m.to, entrance.progress)} progress={eased(entrance.progress)} />
              </g>
            )),
          )}
        </Layer>
      )}
      <LadderDiagram
        ladder={ladder}
        offChip={off}
        grid={fold}
        dim={dim}
        axis={{now: axis, min: ladderScale.scaleMin, max: ladderScale.scaleMax}}
        rungs={rungs}
        bars={ladder.rungs.map((_, i) => (i === 0 ? 0 : stagger(slice(latency, latencySlide, 1), i - 1, n - 1)))}
      />
      {/* a dimmed rung's latency label dims with its bar; the name inside the rung keeps full strength (dimmed on the
          rung's tint it would fall under 4.5:1 in the light theme) */}
      {ladder.rungs.map((r, i) => (
        <React.Fragment key={r.id}>
          <Label id={pick(rungIds, i, 'rungIds')} at={place(r.box, 'inside', 0)} />
          <div style={{opacity: dim(pick(rungIds, i, 'rungIds'))}}>
            <Label
              id={`lat-${pick(rungIds, i, 'rungIds')}`}
              x={ladder.bars.x}
              y={r.latencyLabelY}
              wrap
              maxWidth={ladder.bars.w}
            />
          </div>
        </React.Fragment>
      ))}
      <Label id="off-chip" at={place(offChipLine, 'inside-end', 0)} backdrop weight={600} />
      <Label id="scale" at={place(axisLine, 'above-start', 5)} color={palette.textMuted} />
      <Label id="log-scale" at={place(axisLine, 'above-start', 5)} color={palette.textMuted} />
    </>
  );
};
