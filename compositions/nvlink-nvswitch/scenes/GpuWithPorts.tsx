import React, {useMemo} from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, safeArea, space} from '../../../src/visual/tokens';
import {place} from '../../../src/visual/geometry';
import {FlowLegend} from '../../../src/visual/primitives/Flow';
import {useNvlinkFlow} from '../flow-scale';
import {computeTrayBox, grownGpu, layoutComputeTray} from '../layout-compute-tray';
import {layoutGpuPorts, type PortMark} from '../layout-gpu-ports';
import {DataFlow, flowFadeSeconds} from '../parts/DataFlow';
import {rules} from '../../../src/script/rules';
import {GpuPortsDrawing, gpuPortsBox, portStub} from '../parts/GpuPortsDrawing';
import {kitFor} from '../kit';

const {useBeat, useBeats, useText, useValue, useFocus, Label, useEntrance, useAfterEntrance, carries, PreviousPicture} =
  kitFor('gpu-ports');

const gpuBox = gpuPortsBox;
const stub = portStub;
/** how far past a stub's end the pulses run */
const pulseReach = 40;
/** the column right of the pulses: the rate of one port, then the comparison, below the middle of the GPU */
const columnX = gpuBox.x + gpuBox.w + stub + pulseReach + space.md;
const column = {x: columnX, y: gpuBox.y + gpuBox.h * 0.55, w: safeArea.right - columnX, h: 0};
/** a label line's height: the per-port rate (two lines) is centred on its port */
const lineHeight = fontSize.label * 1.2;
/** the sum, centred in the safe width under the bottom ports' pulses */
const belowPulses = {
  x: safeArea.left,
  y: gpuBox.y + gpuBox.h + stub + pulseReach + space.md,
  w: safeArea.right - safeArea.left,
  h: 0,
};

/**
 * One Blackwell GPU with its NVLink ports drawn around it (the entrance: one of the compute tray's
 * GPUs grows into it while the rest of the tray fades); one port's rate, then the sum.
 */
export const GpuWithPorts: React.FC = () => {
  const palette = usePalette();
  const count = useValue('nvlink5.linksPerGpu');
  const layout = useMemo(() => layoutGpuPorts(gpuBox, count, stub), [count]);
  // entrance: the tray's GPU grows from its place in the tray to the drawing's GPU
  const entrance = useEntrance();
  // the opened compute tray as its scene lays it out
  const superchips = useValue('tray.superchips');
  const gpus = useValue('tray.gpus');
  const nics = useValue('tray.nics');
  const dpus = useValue('tray.dpus');
  const tray = useMemo(
    () => layoutComputeTray({superchips, gpus, nics, dpus}, computeTrayBox),
    [superchips, gpus, nics, dpus],
  );
  const from = tray.gpus[grownGpu] ?? gpuBox;
  const gpuNow = carry(from, gpuBox, entrance.progress);
  // beat: ports — once the GPU has grown, the ports appear one by one around the chip
  const build = useAfterEntrance('ports');
  // beat: per-port — one port on the right side is singled out
  // it grows over the beat's transition only: after that the beat's flow repeats with its period
  const perPort = eased(Math.min(1, useBeat('per-port').seconds / rules.transitionSeconds));
  const rightSide = layout.ports.filter((p) => p.side === 'right');
  const chosen = rightSide[0] ?? layout.ports[0];
  // the per-port beat's focus (the chosen port) dims the GPU and the other ports; the sum beat names none, so all return
  const dim = useFocus();
  // beat: sum — each port lights as the sum counts up
  const sumActive = useBeat('sum').active;
  const sumSettle = useText('sum').settle;
  const lit = sumActive ? sumSettle * count : 0;
  // the per-port rate beside the chosen port, in the column right of the pulses
  const perPortAnchor = {x: column.x, y: chosen?.y ?? column.y, w: 0, h: 0};
  // the key to the streams' scale under the per-port rate: the viewer counts the chosen port's dots against it
  const perPortLines = {x: column.x, y: perPortAnchor.y - lineHeight, w: column.w, h: 2 * lineHeight};
  const flow = useNvlinkFlow();
  // beats: per-port, then sum and versus — pulses leave the chosen port, then all the ports at once
  const [perPortBeat, sumBeat, versusBeat] = useBeats(['per-port', 'sum', 'versus']);
  const pulsing = (p: PortMark): number | null => {
    if (versusBeat?.active === true) return (sumBeat?.motionSeconds ?? 0) + (versusBeat.seconds ?? 0);
    if (sumBeat?.active === true) return sumBeat.seconds;
    if (perPortBeat?.active === true && p === chosen) return perPortBeat.seconds;
    return null;
  };
  // each port's stream at one port's rate each way, at the video's flow scale: the chosen one first, then all of them
  const perLink = useValue('nvlink5.perLinkEachWay');
  const fadeIn = (beat: typeof sumBeat) => Math.min(1, (beat?.seconds ?? 0) / flowFadeSeconds);
  const pulses = layout.ports.flatMap((p) => {
    const elapsed = pulsing(p);
    if (elapsed === null) return [];
    const dx = (p.stubX - p.x) / stub;
    const dy = (p.stubY - p.y) / stub;
    const path = [
      {x: p.x, y: p.y},
      {x: p.stubX + dx * pulseReach, y: p.stubY + dy * pulseReach},
    ];
    // the chosen port's stream fades in with its beat and stays; the others fade in with the sum and stay
    const opacity =
      p === chosen
        ? sumBeat?.active === true
          ? 1
          : fadeIn(perPortBeat)
        : versusBeat?.active === true
          ? 1
          : fadeIn(sumBeat);
    return [{key: p.index, path, elapsed, opacity}];
  });
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <GpuPortsDrawing
        gpu={gpuNow}
        ports={layout.ports}
        gpuOpacity={dim('gpu')}
        shown={(p) =>
          eased(slice(build, (p.index / count) * 0.85, (p.index / count) * 0.85 + 0.15)) *
          (p === chosen ? dim('chosen-port') : dim('ports'))
        }
        lit={(p) => lit > p.index + 0.5}
        focus={(p) => (p === chosen ? perPort : 0)}
      >
        {pulses.map((d) => (
          <DataFlow
            key={d.key}
            path={d.path}
            bandwidth={perLink}
            seconds={d.elapsed}
            color={palette.text}
            opacity={d.opacity}
            steady
          />
        ))}
      </GpuPortsDrawing>
      <Label id="ports" at={place(gpuBox, 'inside-bottom', space.lg)} weight={600} />
      <Label id="per-port" at={place(perPortAnchor, 'right', 0)} maxWidth={column.w} wrap />
      <Label id="versus" at={place(column, 'below-start', 0)} maxWidth={column.w} wrap color={palette.textMuted} />
      <Label id="sum" at={place(belowPulses, 'below', 0)} size={fontSize.subtitle} weight={600} />
      <FlowLegend
        scale={flow}
        at={place(perPortLines, 'below-start', space.md)}
        color={palette.text}
        textId="dot-scale"
      />
    </>
  );
};
