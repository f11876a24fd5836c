import React from 'react';
import {useTimeline} from '../../timeline/timeline-context';
import {usePalette} from '../theme';
import {safeArea} from '../tokens';

/** Fraction of the video reached at the latest beat start: the bar advances in steps, never every frame. */
export function steppedProgress(beatStarts: number[], frame: number, total: number): number {
  let reached = 0;
  for (const start of beatStarts) if (start <= frame) reached = Math.max(reached, start);
  return total > 0 ? reached / total : 0;
}

/** A thin bar at the top with a tick per chapter. */
export const ProgressBar: React.FC = () => {
  const {timeline, frame} = useTimeline();
  const palette = usePalette();
  const width = safeArea.right - safeArea.left;
  const starts = timeline.scenes.flatMap((s) => s.beats.map((b) => b.from));
  const fraction = steppedProgress(starts, frame, timeline.durationInFrames);
  return (
    <div style={{position: 'absolute', left: safeArea.left, top: safeArea.top, width, height: 6}}>
      <div style={{position: 'absolute', inset: 0, background: palette.progressTrack, borderRadius: 3}} />
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: width * fraction,
          background: palette.progressFill,
          borderRadius: 3,
        }}
      />
      {timeline.chapters.slice(1).map((c) => (
        <div
          key={c.title + c.from}
          style={{
            position: 'absolute',
            left: (width * c.from) / timeline.durationInFrames - 1,
            top: -5,
            width: 3,
            height: 16,
            background: palette.textMuted,
          }}
        />
      ))}
    </div>
  );
};
