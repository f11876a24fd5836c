import type {Source} from '../../model/make-quantity';
import {sources} from '../../model/sources';
import {resolveText, type References} from '../../script/references';
import type {Video} from '../../script/schema';

/** A caption or a fact-stating label as the viewer reads it, where it appears, and its source key or book reference. */
export type ClaimShown = {text: string; beat: string; source: string};

/** Every text of the video that carries a source (all captions, the labels that state facts), in screen order. */
export function claimsShown(video: Video, references: References): ClaimShown[] {
  return video.scenes.flatMap((scene) =>
    scene.beats.flatMap((beat) => {
      const where = `${scene.id}/${beat.id}`;
      const labels = (beat.labels ?? []).flatMap((l) =>
        l.source === undefined ? [] : [{text: resolveText(l.text, references), beat: where, source: l.source}],
      );
      const caption = beat.caption;
      const captions =
        caption !== undefined && typeof caption === 'object' && caption.source !== undefined
          ? [{text: resolveText(caption.text, references), beat: where, source: caption.source}]
          : [];
      return [...labels, ...captions];
    }),
  );
}

/** A claim's source as a document: a key of sources.ts, or the book by chapter and section. */
export function claimSourceOf(source: string): Source {
  const known = (sources as Record<string, Source>)[source];
  if (known !== undefined) return known;
  return {title: `Fregly, AI Systems Performance Engineering (O\u2019Reilly), ${source.replace(/^book: /, '')}`};
}
