import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, strokeWidth} from '../../../src/visual/tokens';
import {
  layoutSwitchTray,
  sharpPaths,
  switchStackBox,
  switchTrayBox,
  switchTrayOpenBox,
  trayToStack,
} from '../layout-switch-tray';
import {place, pointAlong, polylineLength} from '../../../src/visual/geometry';
import {carry} from '../../../src/visual/continuity';
import {useTopology} from '../parts/use-rack';
import {packetRadius} from '../packets';
import {curvePath} from '../layout-wiring';
import {SwitchStack} from '../parts/SwitchStack';
import {SwitchTrayArriving} from '../parts/SwitchTrayArriving';
import {OpenedChips, useSwitchTray} from '../parts/OpenedChips';
import {kitFor} from '../kit';

const {useBeat, useFocus, Label, useAfterEntrance, useEntrance, PreviousPicture, Part} = kitFor('switch-tray');

const stackBox = switchStackBox;
/** the tray beside the stack, as one box: the SHARP line sits centred under both */
const besideStack = {
  x: switchTrayBox.x,
  y: switchTrayBox.y,
  w: stackBox.x + stackBox.w - switchTrayBox.x,
  h: switchTrayBox.h,
};
/** one SHARP cycle (two values in, one sum out), seconds */
const sharpPeriod = 2;
/** how far outside the chip the values start and the sum ends, px: inside the tray, clear of the tray's name under it */
const sharpReach = 80;

/** An NVLink switch tray opened: two NVSwitch chips and their ports; then all switch trays of the rack. */
export const SwitchTrayOpened: React.FC = () => {
  const palette = usePalette();
  const stack = useSwitchTray().stack;
  const topology = useTopology();
  const entrance = useEntrance();
  // beat: slide — once the camera has pulled back, the first switch tray slides out of the rack and opens
  const slide = useAfterEntrance('slide');
  // beat: open — each chip, then its ports ticking in around its edge
  const open = useBeat('open').progress;
  // beat: trays — every switch tray of the rack, the opened one first
  const trays = useBeat('trays').progress;
  // the opened tray fills the frame until the trays beat moves it aside for the stack
  const aside = eased(slice(trays, 0, 0.45));
  const trayBox = carry(switchTrayOpenBox, switchTrayBox, aside);
  const layout = useMemo(
    () => layoutSwitchTray(topology, trayBox, stackBox),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box by value: a new object each frame
    [topology, trayBox.x, trayBox.y, trayBox.w, trayBox.h],
  );
  // beat: sharp — the chips drawn stronger; two values in, one sum out, every 2 s
  const sharpBeat = useBeat('sharp');
  // one SHARP cycle every sharpPeriod seconds on the first chip: two values in, one sum out
  const opened = layout.chips[0];
  const cycle = opened === undefined ? null : sharpPaths(opened, sharpReach);
  const phase = (sharpBeat.seconds / sharpPeriod) % 1;
  const along = (path: {x: number; y: number}[], t: number) => pointAlong(path, polylineLength(path) * eased(t));
  const sharpDots =
    cycle === null || !sharpBeat.active
      ? []
      : phase < 0.5
        ? cycle.inputs.map((path, i) => ({
            key: `in${i}`,
            ...along(path, phase / 0.5),
            r: packetRadius * 1.4,
            sum: false,
          }))
        : [{key: 'sum', ...along(cycle.output, (phase - 0.5) / 0.5), r: packetRadius * 2, sum: true}];
  // the trays beat's focus (the stack) dims the opened tray; the sharp beat's (the chips) dims the stack
  const dim = useFocus();
  const first = stack[0];
  const tickShown = (i: number, n: number, chip: number) =>
    eased(slice(open, 0.2 + chip * 0.2 + (i / n) * 0.4, 0.2 + chip * 0.2 + (i / n) * 0.4 + 0.1));
  const stackShown = (i: number) =>
    eased(slice(trays, 0.35 + (i / stack.length) * 0.4, 0.35 + (i / stack.length) * 0.4 + 0.25));
  return (
    <>
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity: dim('chips')}}>
        <SwitchTrayArriving
          entrance={entrance}
          slide={slide}
          open={open}
          tray={trayBox}
          chips={layout.chips}
          gpuPorts={(camera, opacity) => <PreviousPicture camera={camera} opacity={opacity} />}
        />
        <OpenedChips
          chips={layout.chips}
          chipShown={(k) => slice(open, k * 0.2, 0.2 + k * 0.2)}
          tickShown={tickShown}
          emphasis={sharpBeat.active}
        >
          {/* the two ports the values come in through and the one the sum leaves by, drawn as wires while SHARP runs */}
          {cycle === null || !sharpBeat.active
            ? null
            : [...cycle.inputs, cycle.output].map((path, i) => (
                <polyline
                  key={`wire${i}`}
                  points={path.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="none"
                  stroke={i < cycle.inputs.length ? palette.gpu : palette.text}
                  strokeWidth={strokeWidth.bold}
                  strokeLinecap="round"
                  opacity={0.7}
                />
              ))}
          {sharpDots.map((d) => (
            <circle
              key={d.key}
              data-moving="sharp"
              cx={d.x}
              cy={d.y}
              r={d.r}
              fill={d.sum ? palette.text : palette.gpu}
              stroke={palette.background}
              strokeWidth={strokeWidth.thin}
            />
          ))}
        </OpenedChips>
      </div>
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {first === undefined ? null : (
          <path
            d={curvePath(trayToStack(trayBox, first))}
            fill="none"
            stroke={palette.textMuted}
            strokeWidth={strokeWidth.thin}
            strokeDasharray={[8, 6].join(' ')}
            opacity={eased(slice(trays, 0.35, 0.6))}
          />
        )}
      </svg>
      {/* the stack of trays: the wiring scene carries it */}
      <Part id="trays" html>
        <SwitchStack trays={stack} shown={stackShown} opacity={dim('stack')} />
      </Part>
      <Label id="chips" at={place(trayBox, 'below')} weight={600} />
      <Label id="trays" at={place(stackBox, 'below')} weight={600} />
      <Label
        id="sharp"
        at={place(besideStack, 'below', sharpReach + fontSize.label * 2)}
        size={fontSize.label}
        maxWidth={1728}
      />
    </>
  );
};
