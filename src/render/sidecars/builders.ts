import type {References} from '../../script/references';
import type {Video} from '../../script/schema';
import type {Timeline} from '../../timeline/timeline-types';
import type {FileRole} from '../output-files';
import {buildCues, toSrt, toVtt} from './captions';
import {buildDescription} from './description';
import {toDescriptionsVtt} from './descriptions';
import {buildFacts} from './facts';

export type SidecarInput = {video: Video; timeline: Timeline; references: References};

/** Every text file a full render publishes beside its MP4 and thumbnail, by its role in output-files.ts. */
export const sidecarBuilders: readonly {
  role: Exclude<FileRole, 'video' | 'thumbnail'>;
  build(input: SidecarInput): string;
}[] = [
  {role: 'description', build: ({video, timeline, references}) => buildDescription(video, timeline, references)},
  {role: 'captionsSrt', build: ({timeline}) => toSrt(buildCues(timeline))},
  {role: 'captionsVtt', build: ({timeline}) => toVtt(buildCues(timeline))},
  {role: 'descriptionsVtt', build: ({timeline}) => toDescriptionsVtt(timeline)},
  {role: 'facts', build: ({video, references}) => buildFacts(video, references)},
];
