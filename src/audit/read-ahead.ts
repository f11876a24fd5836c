/**
 * Reads `keys` on several pages at once, each page taking the next key no page has taken, so the
 * pages work side by side a few keys ahead of a consumer that awaits the results in key order
 * (the audit's consumer is arithmetic, far faster than a page). `result(key)` is the read's
 * promise; `forget(key)` drops a result no longer needed; `done` settles when every page has
 * finished (rejecting with the first failure). A failed read rejects its own result too.
 */
export function readAhead<P, T>(
  pages: readonly P[],
  keys: readonly number[],
  read: (page: P, key: number) => Promise<T>,
): {result: (key: number) => Promise<T>; forget: (key: number) => void; done: Promise<void>} {
  const results = new Map<number, {promise: Promise<T>; resolve: (t: T) => void; reject: (e: unknown) => void}>();
  for (const key of keys) {
    let resolve: (t: T) => void = () => undefined;
    let reject: (e: unknown) => void = () => undefined;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    promise.catch(() => undefined); // a failure is also reported by `done`
    results.set(key, {promise, resolve, reject});
  }
  let next = 0;
  let failed = false;
  const work = async (page: P) => {
    while (next < keys.length && !failed) {
      const key = keys[next++] as number;
      const slot = results.get(key);
      try {
        slot?.resolve(await read(page, key));
      } catch (error) {
        failed = true;
        slot?.reject(error);
        throw error;
      }
    }
  };
  const done = Promise.all(pages.map(work)).then(() => undefined);
  done.catch(() => undefined); // the caller may stop awaiting on a failed result first
  return {
    result: (key) => {
      const slot = results.get(key);
      return slot === undefined ? Promise.reject(new Error(`key ${key} was not read or was forgotten`)) : slot.promise;
    },
    forget: (key) => void results.delete(key),
    done,
  };
}
