import React from 'react';
import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {boundsOf, place} from '../../../src/visual/geometry';
import {floodPaths, layoutHbm} from '../layout-hbm';
import {SmallStack, TowerLayer} from '../parts/HbmStack';
import {Band, Chip, Layer} from '../../../src/visual/shapes';
import {DataFlow, steadyOpacity} from '../parts/DataFlow';
import {flowFadeSeconds} from '../flow-scale';
import {defineEnd, kitFor} from '../kit';
import {dualDieEnd} from './DualDieGpu';

const {useBeat, useValue, useEnd, usePreviousEnd, useFocus, useEntrance, carries, PreviousPicture, Part, Label} =
  kitFor('hbm3e');

/** The scene's end (and its whole layout): the tower, the GPU's dies with their eight stacks, the flood paths. */
export const hbmEnd = defineEnd('hbm3e', (value) =>
  layoutHbm(value('hbm3e.diesPerStack'), value('b200.dies'), value('b200.hbmStacksPerDie')),
);

/**
 * The same GPU moves over to make room (the entrance: its dies and NV-HBI carried from the
 * previous picture, its SMs, L2 and the comparison leaving); an HBM3e stack builds from its DRAM
 * dies; eight of them surround the GPU's two dies.
 */
export const HbmStacks: React.FC = () => {
  const palette = usePalette();
  const L = useEnd(hbmEnd);
  const entrance = useEntrance();
  // the dual-die GPU as its scene ends: opened, moved aside for the comparison
  const D = usePreviousEnd(dualDieEnd);
  const diesNow = L.pkg.dies.map((d, i) => carry(D.dies[i] ?? d, d, entrance.progress));
  const bridgesNow = L.pkg.bridges.map((b, i) => carry(D.bridges[i] ?? b, b, entrance.progress));
  // the stack beat's focus (stack) dims the GPU while one stack builds; the stacks beat names none, so it returns
  const dim = useFocus();
  const stack = useBeat('stack');
  const stacks = useBeat('stacks');
  const bandwidth = useBeat('bandwidth');
  const perStack = useValue('gb200.gpuHbmBandwidth') / useValue('b200.hbmStacks');
  const n = L.layers.length;
  const m = L.pkg.stacks.length;
  const first = L.pkg.dies[0];
  const row = (i: number) => L.textRows[i] ?? L.stackBox;
  return (
    <>
      {/* entrance: the GPU's dies and NV-HBI carried from the previous picture; the rest of it leaves */}
      <PreviousPicture omit={[...carries, 'gpu-inside']} opacity={departing(entrance.progress)} />
      <Layer>
        {/* beat: stack — DRAM dies drop onto the stack, bottom first */}
        <Part id="stack">
          <g opacity={dim('stack')}>
            {L.layers.map((r, i) => {
              const p = eased(slice(stack.progress, i / n, (i + 1) / n));
              return p <= 0 ? null : <TowerLayer key={i} r={r} drop={40 * (1 - p)} opacity={p} />;
            })}
          </g>
        </Part>
        <g opacity={dim('gpu')}>
          <Part id="gpu">
            {diesNow.map((d, i) => (
              <Chip key={i} r={d} color={palette.gpu} emphasis />
            ))}
          </Part>
          <Part id="nvhbi">
            {bridgesNow.map((b, i) => (
              <Band key={i} r={b} color={palette.nvhbi} />
            ))}
          </Part>
        </g>
      </Layer>
      {/* the SMs and the L2 travel with the dies, fading */}
      <PreviousPicture
        only={['gpu-inside']}
        camera={{drawn: boundsOf(D.dies), shown: boundsOf(diesNow)}}
        opacity={departing(entrance.progress)}
      />
      <Layer>
        {/* beat: stacks — the GPU's stacks one by one, half along each die's top and bottom */}
        <Part id="stacks">
          {L.pkg.stacks.map(({rect: s}, i) => (
            <SmallStack
              key={i}
              r={s}
              presence={slice(stacks.progress, 0.15 + (0.8 * i) / m, 0.15 + (0.8 * (i + 1)) / m)}
            />
          ))}
        </Part>
        {/* beat: bandwidth — every stack's bus to its die, then all eight stacks flood their dies at once, at the video's one scale */}
        {L.pkg.buses.map((b, i) => (
          <Band
            key={i}
            r={b}
            color={palette.memory}
            opacity={eased(Math.min(1, bandwidth.seconds / flowFadeSeconds))}
            rx={2}
          />
        ))}
        {floodPaths(L).map((points, i) => (
          <DataFlow
            key={i}
            points={points}
            bandwidth={perStack}
            seconds={bandwidth.seconds}
            color={palette.memory}
            opacity={steadyOpacity(bandwidth)}
            steady
          />
        ))}
      </Layer>
      <Label id="stack" at={place(L.stackBox, 'above', 28)} weight={700} />
      <Label id="dram-dies" at={place(L.stackBox, 'below', 24)} />
      {/* the GPU's name sits on its first die, clear of the NV-HBI bridge */}
      <Label id="gpu" at={first === undefined ? place(L.stackBox, 'right') : place(first, 'inside')} weight={700} />
      {/* the package's facts in rows under it, centred on its dies */}
      <Label id="physical" at={place(row(0), 'inside-top', 10)} />
      <Label id="enabled" at={place(row(1), 'inside-top', 10)} />
      <Label id="bandwidth" at={place(row(2), 'inside-top', 10)} weight={700} />
    </>
  );
};
