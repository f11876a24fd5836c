import type {Command} from 'commander';

/** Commander set up the same way for every command: errors thrown, not exits; suggestions for typos. */
export function strictCommand(program: Command): Command {
  return program
    .exitOverride()
    .configureOutput({writeErr: (s) => process.stderr.write(s)})
    .showSuggestionAfterError(true);
}

/** The video ids given on the command line, refusing unknown ones with the list of valid ids. */
export function videoIdsOf(program: Command, validIds: readonly string[]): string[] {
  const ids = program.processedArgs[0] as string[];
  const unknown = ids.filter((id) => !validIds.includes(id));
  if (unknown.length > 0) throw new Error(`unknown video ${unknown.join(', ')}; valid ids: ${validIds.join(', ')}`);
  return ids;
}
