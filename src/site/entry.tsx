// Entry point of the companion pages' browser bundle: the same compositions as the Remotion root,
// drawn by @remotion/player, with the page data the build computed (src/site/build-site.ts).
import React from 'react';
import {createRoot} from 'react-dom/client';
import {registry} from '../../compositions/index';
import {makeVideoComponents} from '../video-components';
import {loadFonts} from '../visual/fonts';
import {IndexPage, type IndexVideo} from './IndexPage';
import type {SiteVideo} from './site-data';
import {VideoPage} from './VideoPage';

export type PageData = {page: 'index'; videos: IndexVideo[]} | {page: 'video'; video: SiteVideo};

const data = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null') as PageData;
const components = (id: string) => {
  const registered = registry.find((r) => r.definition.script.id === id);
  if (registered === undefined) throw new Error(`no video ${id} in compositions/index.ts`);
  return makeVideoComponents(registered);
};

void loadFonts();
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  data.page === 'index' ? (
    <IndexPage entries={data.videos.map((video) => ({video, thumbnail: components(video.id).Thumbnail}))} />
  ) : (
    <VideoPage video={data.video} component={components(data.video.id).Whole} />
  ),
);
