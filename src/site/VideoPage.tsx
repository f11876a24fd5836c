import React, {useRef} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import type {CompositionProps} from '../composition-props';
import {frameSize} from '../visual/tokens';
import {PartOverlay} from './PartOverlay';
import {clock, type SiteVideo} from './site-data';
import {ChartTables, FactSheet} from './Tables';
import {ThemeToggle} from './ThemeToggle';
import {CurrentTranscript, WholeTranscript} from './Transcript';
import {useBeatStepper} from './use-beat-stepper';
import {useTheme} from './use-theme';

/** A video's companion page: the live composition, beats as steps, transcript, parts, tables, facts. */
export const VideoPage: React.FC<{video: SiteVideo; component: React.ComponentType<CompositionProps>}> = ({video, component}) => {
  const player = useRef<PlayerRef>(null);
  const {choice, setChoice, theme} = useTheme();
  const {beats, index, beat, goTo, toggle, playing} = useBeatStepper(video, player);
  const chapter = video.chapters[beat.chapterIndex];
  return (
    <>
      <a className="skip" href="#main">Skip to the video</a>
      <header>
        <nav aria-label="Site"><a href="index.html">All videos</a></nav>
        <ThemeToggle choice={choice} setChoice={setChoice} />
      </header>
      <main id="main">
        <h1>{video.title}</h1>
        <p className="subtitle">{video.subtitle} · {clock(video.lengthSeconds)}</p>
        <p>{video.summary}</p>
        <PartOverlay parts={beat.parts} paused={!playing} redrawKey={`${beat.anchor}|${theme}`}>
          <Player ref={player} component={component} inputProps={{theme, fps: video.fps}} durationInFrames={video.durationInFrames} fps={video.fps}
            compositionWidth={frameSize.width} compositionHeight={frameSize.height} initialFrame={beat.frame} controls={false} clickToPlay={false}
            spaceKeyToPlayOrPause={false} doubleClickToFullscreen={false} acknowledgeRemotionLicense style={{width: '100%', aspectRatio: '16 / 9'}} />
        </PartOverlay>
        <div className="steps" role="group" aria-label="Beats">
          <button type="button" onClick={() => goTo(index - 1)} disabled={index === 0}>← Previous beat</button>
          <button type="button" onClick={toggle} aria-pressed={playing}>{playing ? 'Pause' : 'Play'}</button>
          <button type="button" onClick={() => goTo(index + 1)} disabled={index === beats.length - 1}>Next beat →</button>
          <p className="position" data-testid="position">
            Chapter {beat.chapterIndex + 1} of {video.chapters.length}, {chapter?.title} · beat {beat.beatIndex + 1} of {chapter?.beats.length} · {clock(beat.frame / video.fps)}
          </p>
        </div>
        <p className="hint">Keys: ← and → step through the beats, Space plays and pauses. The address names the beat, so a link opens at it.</p>
        <CurrentTranscript beat={beat} />
        <nav aria-labelledby="chapters-title" className="chapters">
          <h2 id="chapters-title">Chapters</h2>
          <ol>{video.chapters.map((c) => (
            <li key={c.sceneId}>
              <a href={`#${c.beats[0]?.anchor}`} aria-current={c.sceneId === chapter?.sceneId ? 'true' : undefined}>{clock(c.from / video.fps)} {c.title}</a>
              <ol className="beats">{c.beats.map((b) => (
                <li key={b.id}><a href={`#${b.anchor}`} aria-current={b.anchor === beat.anchor ? 'step' : undefined}>{b.id}</a></li>
              ))}</ol>
            </li>
          ))}</ol>
        </nav>
        <section aria-labelledby="downloads-title">
          <h2 id="downloads-title">Downloads</h2>
          <ul>
            {video.media.mp4 === undefined ? <li>MP4: not rendered on this machine yet (<code>npm run render -- {video.id}</code>, then <code>npm run site</code>)</li>
              : <li><a href={video.media.mp4} download>The video (MP4, no sound)</a></li>}
            <li><a href={video.media.captions} download>Captions (WebVTT)</a></li>
            <li><a href={video.media.descriptions} download>Descriptions of the pictures (WebVTT, kind descriptions)</a></li>
          </ul>
        </section>
        <ChartTables video={video} />
        <WholeTranscript video={video} currentAnchor={beat.anchor} />
        <FactSheet video={video} />
      </main>
    </>
  );
};
