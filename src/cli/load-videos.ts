import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {VideoDefinition} from '../script/video-definition';
import {modelErrorLine} from './locate-model-error';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One line, no stack trace: a model rule names its entry and rule (`model: links.nvlink5.perLink.convention: …`),
 * a syntax error its file:line:col, anything else its first line.
 */
export function loadErrorLine(error: unknown, root: string = projectRoot): string {
  const model = modelErrorLine(error, root);
  if (model !== undefined) return model;
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('model: ')) return message.split('\n')[0] ?? message;
  const located = message.split('\n').filter((l) => /\.tsx?:\d+/.test(l));
  return `a script or the model could not be loaded: ${(located.length > 0 ? located.slice(0, 1) : message.split('\n').slice(0, 1)).join('').trim()}`;
}

/** The registered videos, or exit 1 with the one line `npm run check` prints when a script or the model cannot load. */
export async function loadVideosOrExit(): Promise<readonly VideoDefinition[]> {
  try {
    return (await import('../../compositions/index')).videos;
  } catch (error) {
    console.error(`✖ ${loadErrorLine(error)}`);
    process.exit(1);
  }
}
