import type {VideoDefinition} from '../script/video-definition';

/** The file:line:col of a syntax error, or the first line of a model or script error: one line, no stack trace. */
export function loadErrorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const located = message.split('\n').filter((l) => /\.tsx?:\d+/.test(l));
  return (located.length > 0 ? located.slice(0, 1) : message.split('\n').slice(0, 1)).join('').trim();
}

/** The registered videos, or exit 1 with the one line `npm run check` prints when a script or the model cannot load. */
export async function loadVideosOrExit(): Promise<readonly VideoDefinition[]> {
  try {
    return (await import('../../compositions/index')).videos;
  } catch (error) {
    console.error(`✖ a script or the model could not be loaded: ${loadErrorLine(error)}`);
    process.exit(1);
  }
}
