import React from 'react';
import {Thumbnail} from '@remotion/player';
import type {CompositionProps} from '../composition-props';
import {thumbnailSize} from '../visual/ThumbnailCard';
import {clock, type SiteVideo} from './site-data';
import {ThemeToggle} from './ThemeToggle';
import {useTheme} from './use-theme';

/** What the index shows of a video (the page data stays on the video's own page). */
export type IndexVideo = Pick<SiteVideo, 'id' | 'title' | 'subtitle' | 'summary' | 'lengthSeconds' | 'fps'>;

export type IndexEntry = {video: IndexVideo; thumbnail: React.ComponentType<CompositionProps>};

/** The three videos: title, length, summary and the thumbnail, drawn live from the same composition. */
export const IndexPage: React.FC<{entries: IndexEntry[]}> = ({entries}) => {
  const {choice, setChoice, theme} = useTheme();
  return (
    <>
      <header>
        <ThemeToggle choice={choice} setChoice={setChoice} />
      </header>
      <main id="main">
        <h1>GPU explainers: the companion pages</h1>
        <p>
          Three silent, labelled animations for Chapter 2 of <cite>AI Systems Performance Engineering</cite>. Each page
          plays the animation, steps through it beat by beat, and gives its words, pictures, charts and numbers as text.
        </p>
        <ul className="videos">
          {entries.map(({video, thumbnail}) => (
            <li key={video.id}>
              <a href={`${video.id}.html`}>
                <div className="thumb" role="img" aria-label={`Thumbnail of ${video.title}`}>
                  <div aria-hidden="true">
                    <Thumbnail
                      component={thumbnail}
                      compositionWidth={thumbnailSize.width}
                      compositionHeight={thumbnailSize.height}
                      frameToDisplay={0}
                      durationInFrames={1}
                      fps={video.fps}
                      inputProps={{theme, fps: video.fps}}
                      style={{width: '100%'}}
                    />
                  </div>
                </div>
                <h2>{video.title}</h2>
              </a>
              <p className="subtitle">
                {clock(video.lengthSeconds)} · {video.subtitle}
              </p>
              <p>{video.summary}</p>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
};
