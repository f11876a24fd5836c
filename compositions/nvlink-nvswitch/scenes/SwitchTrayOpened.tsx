import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, strokeWidth} from '../../../src/visual/tokens';
import {sharpPaths, switchStackBox, switchTrayBox, trayToStack} from '../layout-switch-tray';
import {pointAlong, polylineLength} from '../../../src/visual/geometry';
import {packetRadius} from '../packets';
import {curvePath} from '../layout-wiring';
import {SwitchStack} from '../parts/SwitchStack';
import {SwitchTrayArriving} from '../parts/SwitchTrayArriving';
import {OpenedChips, useSwitchTray} from '../parts/OpenedChips';
import {kitFor} from '../kit';

const {useBeat, useFocus, Label, useAfterEntrance, useEntrance, PreviousPicture, Part} = kitFor('switch-tray');

const trayBox = switchTrayBox;
const stackBox = switchStackBox;
/** one SHARP cycle (two values in, one sum out), seconds */
const sharpPeriod = 2;

/** An NVLink switch tray opened: two NVSwitch chips and their ports; then all switch trays of the rack. */
export const SwitchTrayOpened: React.FC = () => {
  const palette = usePalette();
  const layout = useSwitchTray();
  const entrance = useEntrance();
  // beat: slide — once the camera has pulled back, the first switch tray slides out of the rack and opens
  const slide = useAfterEntrance('slide');
  // beat: open — each chip, then its ports ticking in around its edge
  const open = useBeat('open').progress;
  // beat: trays — every switch tray of the rack, the opened one first
  const trays = useBeat('trays').progress;
  // beat: sharp — the chips drawn stronger; two values in, one sum out, every 2 s
  const sharpBeat = useBeat('sharp');
  // one SHARP cycle every sharpPeriod seconds on the first chip: two values in, one sum out
  const opened = layout.chips[0];
  const cycle = opened === undefined ? null : sharpPaths(opened, 110);
  const phase = (sharpBeat.seconds / sharpPeriod) % 1;
  const along = (path: {x: number; y: number}[], t: number) => pointAlong(path, polylineLength(path) * eased(t));
  const sharpDots = cycle === null || !sharpBeat.active ? [] : phase < 0.5
    ? cycle.inputs.map((path, i) => ({key: `in${i}`, ...along(path, phase / 0.5), r: packetRadius * 1.4, sum: false}))
    : [{key: 'sum', ...along(cycle.output, (phase - 0.5) / 0.5), r: packetRadius * 2, sum: true}];
  // the trays beat's focus (the stack) dims the opened tray; the sharp beat's (the chips) dims the stack
  const dim = useFocus();
  const first = layout.stack[0];
  const tickShown = (i: number, n: number, chip: number) => eased(slice(open, 0.2 + chip * 0.2 + (i / n) * 0.4, 0.2 + chip * 0.2 + (i / n) * 0.4 + 0.1));
  const stackShown = (i: number) => eased(slice(trays, (i / layout.stack.length) * 0.6, (i / layout.stack.length) * 0.6 + 0.4));
  return (
    <>
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity: dim('chips')}}>
        <SwitchTrayArriving entrance={entrance} slide={slide} open={open} tray={trayBox} chips={layout.chips}
          gpuPorts={(camera, opacity) => <PreviousPicture camera={camera} opacity={opacity} />} />
        <OpenedChips chips={layout.chips} chipShown={(k) => slice(open, k * 0.2, 0.2 + k * 0.2)} tickShown={tickShown} emphasis={sharpBeat.active}>
          {sharpDots.map((d) => <circle key={d.key} data-moving="sharp" cx={d.x} cy={d.y} r={d.r} fill={d.sum ? palette.text : palette.gpu} stroke={palette.background} strokeWidth={strokeWidth.thin} />)}
        </OpenedChips>
      </div>
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {first === undefined ? null : (
          <path d={curvePath(trayToStack(trayBox, first))} fill="none" stroke={palette.textMuted} strokeWidth={strokeWidth.thin} strokeDasharray={[8, 6].join(' ')}
            opacity={eased(slice(trays, 0, 0.3))} />
        )}
      </svg>
      {/* the stack of trays: the wiring scene carries it */}
      <Part id="trays" html><SwitchStack trays={layout.stack} shown={stackShown} opacity={dim('stack')} /></Part>
      <Label id="chips" x={trayBox.x + trayBox.w / 2} y={trayBox.y - 72} anchor="center" weight={600} />
      <Label id="trays" x={stackBox.x + stackBox.w / 2} y={stackBox.y + stackBox.h + 24} anchor="center" weight={600} />
      <Label id="sharp" x={960} y={820} anchor="center" size={fontSize.label} maxWidth={1728} />
    </>
  );
};
