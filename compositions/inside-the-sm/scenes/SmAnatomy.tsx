import React from 'react';

import {arriving, carry} from '../../../src/visual/continuity';
import {eased, mix} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {anatomySmBox} from '../layout-carry';
import {zoomedSmBox, zoomedSmLight} from '../layout-gpu';
import {partAnchor, smPartOrder, type SmPart} from '../layout-sm';
import {SmDiagram, type PartLight} from '../parts/SmDiagram';
import {useSmLayout} from '../parts/use-sm-layout';
import {pick} from '../../../src/visual/scene-kit';
import {useLabelsShown} from '../../../src/visual/drawing-context';
import {kitFor} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useFocus, Label, useEntrance, useBeats} = kitFor('sm-anatomy');

const smBox = anatomySmBox;
const labelX = 1214;
const labelTop = 146;
const labelPitch = 100;
/**
 * Each leader line runs out from its part, turns at its own x between the SM and the labels, and runs across to its
 * label. Parts and labels both go down in beat order, so the first part turns farthest out and each next one nearer
 * the SM: the lines nest, none crosses or joins another, although six parts sit closer together than their labels.
 */
const turnNearest = 1110;
const turnStep = 12;
const memoryParts = new Set<SmPart>(['registers', 'shared', 'tmem']);

// entrance: the SM the GPU scene zoomed into moves over and grows into this diagram, its parts
// going from the zoom's even light to this scene's lighting.
// beats: scheduler, registers, fp32, tensor, sfu, ldst, shared, tmem — each lights its part in
// all four blocks (or the shared band) and adds its label, with an elbowed leader line to the top-right block.
export const SmAnatomy: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  const sm = useSmLayout(carry(zoomedSmBox, smBox, entrance.progress));
  const beatStates = useBeats(smPartOrder);
  const beats = smPartOrder.map((part, i) => ({part, beat: pick(beatStates, i, 'beatStates')}));
  const light: PartLight = Object.fromEntries(
    beats.map(({part, beat}) => [part, mix(zoomedSmLight, eased(beat.progress), entrance.progress)]),
  );
  const focus = [...beats].reverse().find(({beat}) => beat.active)?.part;
  // each beat's focus (its part) dims the rest of the SM, outlines included
  const dim = useFocus();
  // the leader lines belong to the labels: off with them (in the next scene's previous picture and the drawing layer)
  const labels = useLabelsShown();
  return (
    <>
      <SmDiagram
        sm={sm}
        light={light}
        focus={focus}
        focusStrength={eased(entrance.progress)}
        moving={entrance.done ? undefined : 'sm'}
        dim={dim}
      />
      {labels ? (
        <Layer>
          {beats.map(({part, beat}, i) => {
            const to = partAnchor(sm, part);
            const y = labelTop + i * labelPitch + fontSize.label * 0.6;
            const turnX = turnNearest + (smPartOrder.length - 1 - i) * turnStep;
            const color = memoryParts.has(part) ? palette.memory : palette.gpu;
            const current = part === focus;
            const opacity = eased(beat.progress) * (current ? 1 : 0.55) * arriving(entrance.progress);
            return beat.active ? (
              <g key={part} opacity={opacity}>
                <polyline
                  points={`${labelX - 12},${y} ${turnX},${y} ${turnX},${to.y} ${to.x + 6},${to.y}`}
                  fill="none"
                  stroke={color}
                  strokeWidth={current ? 4 : 2}
                />
                <circle cx={to.x + 6} cy={to.y} r={current ? 7 : 5} fill={color} />
              </g>
            ) : null;
          })}
        </Layer>
      ) : null}
      {smPartOrder.map((part, i) => (
        <Label
          key={part}
          id={part}
          x={labelX}
          y={labelTop + i * labelPitch}
          wrap
          maxWidth={1824 - labelX}
          color={part === focus ? palette.text : palette.textMuted}
          weight={part === focus ? 600 : 500}
        />
      ))}
    </>
  );
};
