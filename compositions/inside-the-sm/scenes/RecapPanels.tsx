import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {layoutLadder} from '../layout-ladder';
import {smPartOrder} from '../layout-sm';
import {layoutTimeline} from '../layout-trace';
import {IssueTimeline} from '../parts/IssueTimeline';
import {LadderDiagram} from '../parts/LadderDiagram';
import {SmDiagram} from '../parts/SmDiagram';
import {useSmLayout} from '../parts/use-sm-layout';
import {useTrace} from '../parts/use-trace';
import {hbmRangeFrom, latencyKeys, ladderScale, rungsFrom} from './MemoryLadder';
import {switchingTimeline} from './WarpSwitching';
import {lineTop, textLines} from '../layout-text';
import {place} from '../../../src/visual/geometry';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor, useValues} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, Label, useSceneEnd} = kitFor('recap');

const panelY = 200;
const panelH = 400;
const smPanel = {x: 96, y: panelY, w: 514, h: panelH};
const ladderPanel = {x: 660, y: panelY + 10, w: 560, h: panelH - 20};
const tracePanel = {x: 1276, w: 548};
const lit = Object.fromEntries(smPartOrder.map((p) => [p, 0.6]));
const lineSize = 44;
/** the three lessons under the panels, centred */
const lessons = textLines(960, 660, [0, 80, 160], 0, lineSize);
/** the line a panel's title stands on, across the panel's width */
const titleOver = (panel: {x: number; w: number}) => ({x: panel.x, y: 140, w: panel.w, h: 0});
const RECAP_RUNGS = ['rung-0', 'rung-1', 'rung-2', 'rung-3'];
/** each rung's name, top to bottom */
const rungNames = ['rung-registers', 'rung-shared', 'rung-l2', 'rung-hbm'] as const;

// beat: whole — the SM, the ladder (its rungs named) and the filled warp trace appear side by side, then the three lines.
export const RecapPanels: React.FC = () => {
  const palette = usePalette();
  const build = useBeat('whole').progress;
  const sm = useSmLayout(smPanel);
  const warps = useValue('sim.manyWarps');
  const latencies = useValues(latencyKeys);
  const hbmFrom = useValue(hbmRangeFrom);
  const decade = useValue('ladder.gridStep');
  // The recap shows the switching scene's trace as it stood when that scene's run ended.
  const runSeconds = useSceneEnd('warp-switching').beat('run').motionSeconds;
  const cycles = Math.floor(useValue('trace.switchCyclesPerSecond') * runSeconds);
  const ladder = useMemo(
    () =>
      layoutLadder(rungsFrom(RECAP_RUNGS, latencies, hbmFrom), {
        area: ladderPanel,
        firstOffChip: 3,
        // the rungs wide enough to hold their names (the top one, the narrowest, "Registers"); the bars keep the rest
        barsX: ladderPanel.x + 370,
        ...ladderScale,
        decade,
      }),
    [decade, hbmFrom, latencies],
  );
  const {trace, runs, busy} = useTrace(warps, cycles + 1);
  const timeline = useMemo(
    () =>
      layoutTimeline({
        ...switchingTimeline,
        x: tracePanel.x,
        y: panelY + 8,
        w: tracePanel.w,
        rowHeight: 17,
        rowGap: 4,
        chipWidth: 0,
        schedulerGap: 16,
        warps,
        cycles,
      }),
    [warps, cycles],
  );
  const show = (i: number) => eased(slice(build, i * 0.25, i * 0.25 + 0.5));
  const full = ladder.rungs.map(() => 1);
  return (
    <>
      <SmDiagram sm={sm} light={lit} focus="scheduler" opacity={show(0)} />
      <div style={{position: 'absolute', inset: 0, opacity: show(1)}}>
        <LadderDiagram ladder={ladder} rungs={full} bars={full} offChip={1} grid={1} />
        {/* each rung named inside it, arriving with the ladder */}
        {ladder.rungs.map((r, i) => (
          <Label key={r.id} id={pick(rungNames, i, 'rungNames')} at={place(r.box, 'inside', 0)} />
        ))}
      </div>
      <IssueTimeline
        trace={trace}
        layout={timeline}
        runs={runs}
        busy={busy}
        cycle={cycles}
        countSize={lineSize}
        chips={false}
        opacity={show(2)}
      />
      <Layer>
        <line
          x1={96}
          x2={1824}
          y1={panelY + panelH + 30}
          y2={panelY + panelH + 30}
          stroke={palette.outline}
          strokeWidth={2}
        />
      </Layer>
      <Label id="sm-panel" at={place(titleOver(smPanel), 'below', 0)} color={palette.textMuted} />
      <Label id="ladder-panel" at={place(titleOver(ladderPanel), 'below', 0)} color={palette.textMuted} />
      <Label id="trace-panel" at={place(titleOver(tracePanel), 'below', 0)} color={palette.textMuted} />
      <Label id="warps" at={place(lineTop(lessons, 0), 'below', 0)} size={lineSize} weight={600} />
      <Label id="issue" at={place(lineTop(lessons, 1), 'below', 0)} size={lineSize} weight={600} />
      <Label id="hide" at={place(lineTop(lessons, 2), 'below', 0)} size={lineSize} weight={600} />
    </>
  );
};
