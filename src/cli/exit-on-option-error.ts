/**
 * How every command-line entry ends on bad options: help and version exit 0; commander has
 * already printed its own messages; any other problem is printed once. Exit code 2.
 */
export function exitOnOptionError(error: unknown): never {
  const code = (error as {code?: string}).code;
  if (code === 'commander.helpDisplayed' || code === 'commander.version') process.exit(0);
  if (code === undefined || !code.startsWith('commander.')) console.error(`✖ ${(error as Error).message}`);
  process.exit(2);
}
