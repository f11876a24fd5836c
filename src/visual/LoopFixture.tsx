import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import {flowBeat, loopFixturePeriod, loopFixtureTimeline} from './loop-fixture';
import {fontFamily, palettes} from './tokens';

const timeline = loopFixtureTimeline();
const beat = flowBeat(timeline);
const period = Math.round(loopFixturePeriod * timeline.fps);
const label = timeline.scenes[0]?.texts.find((t) => t.id === 'rate');
const spacing = 160;

/**
 * The loop fixture (src/visual/loop-fixture.ts) drawn: dots flowing along a line while the
 * beat's motion runs, one spacing per period (so frame f and f + period are the same picture),
 * and its label fading in. Outside the motion and the label's entrance, nothing moves.
 */
export const LoopFixture: React.FC = () => {
  const frame = useCurrentFrame();
  const palette = palettes.dark;
  const flowing = frame >= beat.from && frame < beat.motionEnd;
  const phase = flowing ? (((frame - beat.from) % period) / period) * spacing : 0;
  const opacity =
    label === undefined
      ? 0
      : interpolate(frame, [label.appear, label.visibleFrom], [0, 1], {
          extrapolateLeft: 'clamp',
          extrapolateRight: 'clamp',
        });
  return (
    <AbsoluteFill style={{background: palette.background}}>
      <div
        style={{
          position: 'absolute',
          left: 160,
          top: 538,
          width: 1600,
          height: 4,
          background: palette.text,
          opacity: 0.4,
        }}
      />
      {flowing
        ? Array.from({length: 10}, (_, i) => (
            <div
              key={i}
              style={{
                position: 'absolute',
                left: 160 + i * spacing + phase - 16,
                top: 524,
                width: 32,
                height: 32,
                borderRadius: 16,
                background: palette.gpu,
              }}
            />
          ))
        : null}
      <div style={{position: 'absolute', left: 160, top: 620, fontFamily, fontSize: 48, color: palette.text, opacity}}>
        {label?.text}
      </div>
    </AbsoluteFill>
  );
};
