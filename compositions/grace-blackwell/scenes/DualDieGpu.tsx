import React from 'react';
import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {boundsOf, place, type Rect} from '../../../src/visual/geometry';
import {layoutCompare, layoutDualDie} from '../layout-dual-die';
import {Band, Chip, Layer} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';
import {c2cEnd} from './C2cLink';

const {useBeat, useValue, usePreviousEnd, useEntrance, carries, PreviousPicture, Part, Label} = kitFor('dual-die-gpu');

const ROW_LABELS = ['vs-transistors', 'vs-l2', 'vs-bandwidth'] as const;
const BEFORE_LABELS = ['h100-transistors', 'h100-l2', 'h100-bandwidth'] as const;
const AFTER_LABELS = ['bw-transistors', 'bw-l2', 'bw-bandwidth'] as const;

/** The scene's end: the GPU opened into its dies and moved aside for the comparison (the comparison's bars leave at the seam). */
export const dualDieEnd = defineEnd('dual-die-gpu', (value) =>
  layoutDualDie(value('b200.dies'), value('sm.perDiePhysical'), 1, 1),
);

/** The NVLink-C2C scene's first GPU, the one that grows into this scene's drawing. */
const CARRIED_GPU = 0;

/**
 * One GPU of the previous picture grows to the middle (the entrance, while Grace, the links and
 * the bars leave), opens into two dies joined by NV-HBI under one L2, then stands beside H100's figures.
 */
export const DualDieGpu: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  // the NVLink-C2C picture as it ends
  const previous = usePreviousEnd(c2cEnd);
  const dies = useBeat('dies');
  const nvhbi = useBeat('nvhbi');
  const l2 = useBeat('l2');
  const compare = useBeat('compare');
  const ratios = [
    useValue('b200.transistors') / useValue('h100.transistors'),
    useValue('b200.l2') / useValue('h100.l2'),
    useValue('gb200.gpuHbmBandwidth') / useValue('h100.hbmBandwidth'),
  ];
  const toSide = eased(slice(compare.progress, 0, 0.45));
  const grow = eased(slice(compare.progress, 0.35, 1));
  // beat: dies — after the carried GPU lands, it parts into its dies
  const dieCount = useValue('b200.dies');
  const smPerDie = useValue('sm.perDiePhysical');
  const L = layoutDualDie(dieCount, smPerDie, eased(slice(dies.progress, 0.45, 1)), toSide);
  const closed = boundsOf(layoutDualDie(dieCount, smPerDie, 0, 0).dies);
  const carried = carry(previous.gpus[CARRIED_GPU] ?? closed, closed, entrance.progress);
  // the one carried block hands over to the dies it is made of, before they part
  const diesIn = eased(slice(dies.progress, 0.3, 0.45));
  const C = layoutCompare(ratios);
  const bar = (r: Rect, solid: boolean, key: string) => (
    <rect
      key={key}
      x={r.x}
      y={r.y}
      width={Math.max(0, r.w * grow)}
      height={r.h}
      rx={radius.sm}
      fill={palette.gpu}
      fillOpacity={solid ? 1 : 0.18}
      stroke={palette.gpu}
      strokeWidth={solid ? 0 : 3}
      opacity={grow > 0 ? 1 : 0}
    />
  );
  return (
    <>
      <PreviousPicture omit={[...carries, 'gpu-a-lines']} opacity={departing(entrance.progress)} />
      <Layer>
        {/* entrance: the carried GPU grows to the middle while the rest of the C2C picture leaves */}
        {diesIn < 1 ? (
          <g opacity={1 - diesIn}>
            <Chip r={carried} color={palette.gpu} emphasis />
          </g>
        ) : null}
      </Layer>
      {/* its cache-line slots ride inside it, fading */}
      <PreviousPicture
        only={['gpu-a-lines']}
        camera={{drawn: previous.gpus[CARRIED_GPU] ?? closed, shown: carried}}
        opacity={departing(entrance.progress)}
      />
      <Layer>
        {/* beat: dies — one block parts into two dies, each with its SMs */}
        <Chip
          r={L.outline}
          color={palette.outline}
          presence={slice(dies.progress, 0.6, 1)}
          tint={0}
          rx={radius.lg}
          dashed
        />
        <Part id="gpu">
          {diesIn > 0 ? (
            <g opacity={diesIn}>
              {L.dies.map((d, i) => (
                <Chip key={i} r={d} color={palette.gpu} emphasis />
              ))}
            </g>
          ) : null}
        </Part>
        <Part id="gpu-inside">
          {L.sms.map((r, i) => (
            <rect
              key={i}
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              rx={3}
              fill={palette.gpu}
              opacity={0.3 * eased(slice(dies.progress, 0.45, 1))}
            />
          ))}
        </Part>
        {/* beat: nvhbi — the die-to-die bridge */}
        <Part id="gpu">
          {L.bridges.map((b, i) => (
            <Band key={i} r={b} color={palette.nvhbi} opacity={eased(nvhbi.progress)} rx={radius.sm} />
          ))}
        </Part>
        {/* beat: l2 — one L2 across both dies */}
        <Part id="gpu-inside">
          {l2.progress > 0 ? (
            <Chip r={L.l2} color={palette.memory} presence={l2.progress} tint={0.3} rx={radius.sm} emphasis />
          ) : null}
        </Part>
        {/* beat: compare — H100 (outlined) against Blackwell (solid), one scale per metric */}
        {C.rows.map((row, i) => [bar(row.before, false, `b${i}`), bar(row.after, true, `a${i}`)])}
      </Layer>
      <Label id="transistors" x={L.labels.transistors.x} y={L.labels.transistors.y} anchor="center" />
      <Label id="nvhbi" x={L.labels.nvhbi.x} y={L.labels.nvhbi.y} anchor="center" color={palette.text} />
      <Label id="l2" x={L.labels.l2.x} y={L.labels.l2.y} anchor="center" backdrop />
      {C.rows.map((row, i) => (
        <Label key={i} id={pick(ROW_LABELS, i, 'ROW_LABELS')} x={row.label.x} y={row.label.y} weight={700} />
      ))}
      {/* each bar names itself and its number: H100's beside its outlined bar, Blackwell's inside its solid bar */}
      {C.rows.map((row, i) => (
        <Label key={i} id={pick(BEFORE_LABELS, i, 'BEFORE_LABELS')} at={place(row.before, 'right', 14)} />
      ))}
      {C.rows.map((row, i) => (
        <Label
          key={i}
          id={pick(AFTER_LABELS, i, 'AFTER_LABELS')}
          at={place(row.after, 'inside-end', 14)}
          weight={700}
          color={palette.background}
        />
      ))}
    </>
  );
};
