import type {CompositionProps} from '../composition-props';
import {formatQuantity} from '../model/format';
import type {Quantity} from '../model/quantity';
import {referencedKeys, resolveText, type References} from '../script/references';
import type {Video} from '../script/schema';
import {settledFrame, visibleAt} from '../timeline/frames';
import type {ResolvedText, Timeline} from '../timeline/timeline-types';
import type {ChartTable} from '../script/chart-table';

/** One number as the page shows it: what the viewer reads and where it comes from. */
export type Fact = {
  key?: string;
  shownAs: string;
  convention?: string;
  kind: string;
  source?: {title: string; url?: string};
  note?: string;
};

export type OnScreenText = {id: string; kind: 'chapter' | 'caption' | 'label'; text: string};

/** A labelled part of the drawing: its name on screen and the facts its label references. */
export type Part = {id: string; name: string; facts: Fact[]};

export type SiteBeat = {
  id: string;
  sceneId: string;
  /** the beat in words, for links and the transcript: its first caption, else its description, else its first label */
  name: string;
  /** `scene/beat`, the page's URL hash */
  anchor: string;
  /** the settled frame: entrances and declared motion over, the beat's picture */
  frame: number;
  from: number;
  to: number;
  describe?: string;
  /** every text on screen at the settled frame, in reading order: chapter, labels, caption */
  onScreen: OnScreenText[];
  /** the labels that enter at this beat (the whole transcript lists each text once) */
  entering: OnScreenText[];
  parts: Part[];
};

export type SiteChapter = {sceneId: string; title: string; from: number; beats: SiteBeat[]};

export type SiteTable = {sceneId: string; title: string; columns: string[]; rows: {text: string; fact?: Fact}[][]};

export type SiteVideo = {
  id: string;
  title: string;
  subtitle: string;
  summary: string;
  lengthSeconds: number;
  fps: CompositionProps['fps'];
  durationInFrames: number;
  chapters: SiteChapter[];
  tables: SiteTable[];
  facts: (Fact & {key: string; beats: string[]})[];
  media: {mp4?: string; captions: string; descriptions: string; thumbnail?: string};
};

export function factOf(q: Quantity, key?: string): Fact {
  return {
    ...(key === undefined ? {} : {key}),
    shownAs: formatQuantity(q),
    kind: q.kind,
    ...(q.convention === undefined ? {} : {convention: q.convention}),
    ...(q.source === undefined ? {} : {source: {title: q.source.title, url: q.source.url}}),
    ...(q.note === undefined ? {} : {note: q.note}),
  };
}

const factsOfText = (source: string, references: References): Fact[] =>
  [...new Set(referencedKeys(source))].flatMap((key) => {
    const q = references[key];
    return q === undefined ? [] : [factOf(q, key)];
  });

/** Everything a video's companion page shows, from the script, its timeline and the model. */
export function buildSiteVideo(
  video: Video,
  timeline: Timeline,
  references: References,
  tables: ChartTable[],
  media: SiteVideo['media'],
): SiteVideo {
  const chapters = timeline.scenes.map((scene): SiteChapter => ({
    sceneId: scene.id,
    title: scene.chapter,
    from: scene.from,
    beats: scene.beats.map((beat): SiteBeat => {
      const frame = settledFrame(beat);
      const shown = scene.texts.filter((t) => visibleAt(t, scene.to, frame));
      const ordered = [...shown.filter((t) => t.kind === 'label'), ...shown.filter((t) => t.kind === 'caption')];
      const asText = (t: ResolvedText): OnScreenText => ({id: t.id, kind: t.kind, text: t.text});
      const entering = scene.texts.filter((t) => t.beatId === beat.id);
      const name =
        entering.find((t) => t.kind === 'caption')?.text ??
        beat.describe ??
        entering[0]?.text ??
        `${scene.chapter}, beat ${beat.id}`;
      return {
        id: beat.id,
        sceneId: scene.id,
        name,
        anchor: `${scene.id}/${beat.id}`,
        frame,
        from: beat.from,
        to: beat.to,
        ...(beat.describe === undefined ? {} : {describe: beat.describe}),
        onScreen: [{id: 'chapter', kind: 'chapter', text: scene.chapter}, ...ordered.map(asText)],
        entering: entering.map(asText),
        parts: shown
          .filter((t) => t.kind === 'label')
          .map((t) => ({id: t.id, name: t.text, facts: factsOfText(t.source, references)})),
      };
    }),
  }));
  const shownAt = new Map<string, string[]>();
  video.scenes.forEach((scene) =>
    scene.beats.forEach((beat) => {
      const texts = [
        scene.chapter,
        ...(beat.labels ?? []).map((l) => l.text),
        ...(beat.caption === undefined ? [] : [typeof beat.caption === 'string' ? beat.caption : beat.caption.text]),
      ];
      for (const key of new Set(texts.flatMap(referencedKeys)))
        shownAt.set(key, [...(shownAt.get(key) ?? []), `${scene.id}/${beat.id}`]);
    }),
  );
  const facts = [...shownAt.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, beats]) => {
      const q = references[key];
      return q === undefined ? [] : [{...factOf(q, key), key, beats}];
    });
  return {
    id: video.id,
    title: resolveText(video.title, references),
    subtitle: resolveText(video.subtitle, references),
    summary: resolveText(video.delivery.summary, references),
    lengthSeconds: video.lengthSeconds,
    fps: timeline.fps as CompositionProps['fps'],
    durationInFrames: timeline.durationInFrames,
    chapters,
    tables: tables.map((t) => ({
      sceneId: t.sceneId,
      title: t.title,
      columns: t.columns,
      rows: t.rows.map((row) =>
        row.map((cell) =>
          'text' in cell
            ? {text: cell.text}
            : {text: formatQuantity(cell.quantity), fact: factOf(cell.quantity, cell.key)},
        ),
      ),
    })),
    facts,
    media,
  };
}

/** `1:05` from seconds. */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
