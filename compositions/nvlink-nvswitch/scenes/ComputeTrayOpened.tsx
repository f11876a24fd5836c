import React, {useMemo} from 'react';

import {carry, departing} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Chip, Layer} from '../../../src/visual/shapes';
import {place, type Point, type Rect} from '../../../src/visual/geometry';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {trayPulledOut} from '../layout-carries';
import {computeTrayBox, grownGpu, layoutComputeTray, sideRackBox} from '../layout-compute-tray';
import {layoutRackFront, rackFrontBox} from '../layout-rack-front';
import {DataFlow} from '../parts/DataFlow';
import {PartTitle} from '../../../src/visual/primitives/PartTitle';
import {RackFrontView} from '../parts/RackFrontView';
import {useRackSections, useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, useValue, Label, useEntrance, useAfterEntrance, carries, PreviousPicture, Part} =
  kitFor('compute-tray');

/**
 * One compute tray pulled out of the rack (the entrance: the rack moves aside and stays; its top
 * compute tray slides out of its slot and opens), its superchips, then the network cards that
 * carry the traffic leaving the rack, and that traffic.
 */
export const ComputeTrayOpened: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  const topology = useTopology();
  const sections = useRackSections();
  const rackBox = carry(rackFrontBox, sideRackBox, entrance.progress);
  const rack = useMemo(
    () => layoutRackFront(sections, topology, rackBox),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box by value: a new object each frame
    [sections, topology, rackBox.x, rackBox.y, rackBox.w, rackBox.h],
  );
  const superchips = useValue('tray.superchips');
  const gpus = useValue('tray.gpus');
  const nics = useValue('tray.nics');
  const dpus = useValue('tray.dpus');
  const layout = useMemo(
    () => layoutComputeTray({superchips, gpus, nics, dpus}, computeTrayBox),
    [superchips, gpus, nics, dpus],
  );
  // beat: pull — once the rack has moved aside, its top compute tray slides out to the right and opens
  const pull = useAfterEntrance('pull');
  const slotIndex = rack.rows.findIndex((r) => r.kind === 'compute');
  const slot = rack.rows[slotIndex] ?? rack.frame;
  const t = pull > 0 ? trayPulledOut(slot, computeTrayBox, pull, 1.2) : slot;
  // beat: parts — superchips: two Blackwell GPUs side by side, the Grace CPU below them
  const parts = useBeat('parts').progress;
  // beat: network — network cards, DPUs and NVMe at the right-hand edge
  const network = useBeat('network').progress;
  // beat: leaves — each GPU's off-rack traffic runs to its network card and out
  const leaves = useBeat('leaves');
  // a GPU's off-rack traffic runs at its network card's rate (one ConnectX-7 per GPU), at the video's flow scale
  const nicRate = useValue('nic.connectx7Bytes');
  const routes = useMemo(
    () => layout.egress.map((path, k) => ({k, legs: egressLegs(path, layout.nics[k % layout.nics.length])})),
    [layout],
  );
  const grow = (i: number, n: number, p: number) => slice(p, (i / n) * 0.6, (i / n) * 0.6 + 0.4);
  const inside = eased(slice(pull, 0.8, 1));
  const switchSection = rack.sections.findIndex((s) => s.kind === 'switch');
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Part id="rack" html>
        {/* the rack arrives as the rack scene left it (switch trays in focus) and settles to an even picture beside the tray */}
        <RackFrontView
          rack={rack}
          rowPresence={(i) => (i === slotIndex && pull > 0 ? 0 : 1)}
          litGpus={rack.gpus.length}
          litCpus={rack.cpus.length}
          emphasis={entrance.done ? undefined : switchSection}
          sectionOpacity={(s) =>
            (s === switchSection ? 1 : mix(0.65, 1, eased(entrance.progress))) * (1 - 0.35 * eased(pull))
          }
        />
      </Part>
      <Layer>
        {pull <= 0 ? null : (
          <rect
            x={t.x}
            y={t.y}
            width={t.w}
            height={t.h}
            rx={radius.md}
            fill={palette.surface}
            stroke={palette.outline}
            strokeWidth={strokeWidth.normal}
          />
        )}
        {pull <= 0 ? null : (
          <path
            d={`M${slot.x + slot.w} ${slot.y} L${t.x} ${t.y} M${slot.x + slot.w} ${slot.y + slot.h} L${t.x} ${t.y + t.h}`}
            stroke={palette.outline}
            strokeWidth={strokeWidth.thin}
            strokeDasharray="8 6"
            opacity={eased(slice(pull, 0.5, 1))}
          />
        )}
        {layout.superchips.map((s, i) => (
          <rect
            key={i}
            x={s.x}
            y={s.y}
            width={s.w}
            height={s.h}
            rx={radius.lg}
            fill="none"
            stroke={palette.textMuted}
            strokeWidth={strokeWidth.thin}
            strokeDasharray="10 8"
            opacity={inside}
          />
        ))}
        {layout.gpus.map((g, i) => {
          const chip = <Chip key={`g${i}`} r={g} color={palette.gpu} presence={grow(i, layout.gpus.length, parts)} />;
          // the GPU the next scene grows into its port drawing
          return i === grownGpu ? (
            <Part key={`g${i}`} id="gpu">
              {chip}
            </Part>
          ) : (
            chip
          );
        })}
        {layout.cpus.map((c, i) => (
          <Chip key={`c${i}`} r={c} color={palette.cpu} presence={grow(i, layout.cpus.length, parts)} />
        ))}
        {layout.nics.map((n, i) => (
          <Chip key={`n${i}`} r={n} color={palette.pcie} presence={grow(i, layout.nics.length, network)} />
        ))}
        {layout.dpus.map((d, i) => (
          <Chip key={`d${i}`} r={d} color={palette.pcie} presence={grow(i, layout.dpus.length, network)} />
        ))}
        <Chip r={layout.nvme} color={palette.pcie} presence={network} />
        {/* each GPU's route drawn faintly under its traffic, into its own card and out of the card's far side (never over its name) */}
        {leaves.active
          ? routes.flatMap(({k, legs}) =>
              legs.map((line, h) => (
                <React.Fragment key={`route-${k}-${h}`}>
                  <polyline
                    points={line.map((p) => `${p.x},${p.y}`).join(' ')}
                    fill="none"
                    stroke={palette.gpu}
                    strokeWidth={strokeWidth.thin}
                    opacity={0.5}
                  />
                  <DataFlow
                    path={line}
                    bandwidth={nicRate}
                    seconds={leaves.seconds}
                    color={palette.gpu}
                    phase={k / routes.length}
                    steady
                  />
                </React.Fragment>
              )),
            )
          : null}
      </Layer>
      {layout.gpus.map((g, i) => (
        <PartTitle
          key={`g${i}`}
          box={g}
          text="Blackwell GPU"
          presence={grow(i, layout.gpus.length, parts)}
          at="middle"
        />
      ))}
      {layout.cpus.map((c, i) => (
        <PartTitle key={`c${i}`} box={c} text="Grace CPU" presence={grow(i, layout.cpus.length, parts)} at="middle" />
      ))}
      {layout.nics.map((n, i) => (
        <PartTitle key={`n${i}`} box={n} text="NIC" presence={grow(i, layout.nics.length, network)} at="middle" />
      ))}
      {layout.dpus.map((d, i) => (
        <PartTitle key={`d${i}`} box={d} text="DPU" presence={grow(i, layout.dpus.length, network)} at="middle" />
      ))}
      <Label id="tray" at={place(computeTrayBox, 'above-start')} weight={600} />
      <Label id="parts" at={place(computeTrayBox, 'below-start')} />
      <Label id="nics" at={place(computeTrayBox, 'below-end')} />
      {/* the NVMe's name is its label, written inside its box */}
      <Label id="nvme" at={place(layout.nvme, 'inside')} weight={700} maxWidth={layout.nvme.w} wrap />
    </>
  );
};

/** A GPU's route out of the tray in two legs: up to its network card's near side, and from the card's far side out (nothing drawn over the card). */
function egressLegs(path: readonly Point[], card: Rect | undefined): Point[][] {
  if (card === undefined) return [[...path]];
  const cut = path.findIndex((p) => p.x >= card.x);
  const before = [...path.slice(0, cut < 0 ? path.length : cut), {x: card.x, y: card.y + card.h / 2}];
  const after = [{x: card.x + card.w, y: card.y + card.h / 2}, ...path.filter((p) => p.x > card.x + card.w)];
  return [before, after].filter((leg) => leg.length >= 2);
}
