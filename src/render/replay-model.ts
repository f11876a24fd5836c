import type {ItemTiming, PartTiming} from './work-timings';

/** A render's work: its items in the order submitted, and the main process's parts with what each waits for. */
export type ReplayDag = {items: readonly ItemTiming[]; parts: readonly PartTiming[]};

/** One main-process part on the critical path after the last item ended, and the seconds it adds there. */
export type TailPart = {what: string; seconds: number};

export type Simulation = {
  /** when the last item ends on its slot */
  itemsEnd: number;
  /** when the render's work ends: the last item or the last video's verification, whichever is later */
  end: number;
  /** the main-process parts that run after the last item on the critical path; their seconds sum to end − itemsEnd */
  tail: TailPart[];
  /** main-process seconds that ran while a slot was still rendering (before the last item ended) */
  overlappedSeconds: number;
  /** all main-process seconds */
  mainSeconds: number;
};

const sceneKey = (video: string, scene: string) => `${video}\u0000${scene}`;

/** A part that names a scene or video with no item to wait for is a wrong file, said with the field. */
export function checkDag(dag: ReplayDag): void {
  const scenes = new Set(dag.items.flatMap((i) => (i.kind === 'chunk' ? [sceneKey(i.video, i.scene ?? '')] : [])));
  dag.items.forEach((item, i) => {
    if (item.kind === 'chunk' && item.scene === undefined)
      throw new Error(`items.${i}: the chunk "${item.label}" names no scene`);
  });
  const seen = new Set<string>();
  dag.parts.forEach((part, i) => {
    if (part.kind === 'join-chunks') {
      if (part.scene === undefined) throw new Error(`parts.${i}: a join of chunks names no scene`);
      if (!scenes.has(sceneKey(part.video, part.scene)))
        throw new Error(`parts.${i}: the join of ${part.video}'s scene ${part.scene} has no chunk among the items`);
    }
    const key = `${part.kind}\u0000${sceneKey(part.video, part.scene ?? '')}`;
    if (seen.has(key)) throw new Error(`parts.${i}: ${part.kind} of ${part.video} ${part.scene ?? ''} appears twice`);
    seen.add(key);
  });
}

/**
 * A discrete-event replay of a render on `slots` slots, as src/render/workers/scheduler.ts and
 * src/render/render-segmented.ts run it: every item queued at once, heaviest (its recorded
 * weight, as the render gave it) first, ties in the order submitted; each free slot takes the next. The main process runs its
 * parts beside the slots: a scene's join of chunks starts when its last chunk ends; a video's
 * join of scenes starts when all its scenes are joined (a scene of one chunk is ready when that
 * chunk ends; a scene from the cache at once), then its verification. Parts run concurrently with
 * each other and with the slots, costing them nothing. Thumbnails are items that gate no part.
 * The work ends at the last item or the last verification, whichever is later.
 */
export function simulateReplay(dag: ReplayDag, slots: number): Simulation {
  const queue = dag.items
    .map((item, order) => ({item, order}))
    .sort((a, b) => b.item.weight - a.item.weight || a.order - b.order);
  const free = Array.from({length: slots}, () => 0);
  const sceneReady = new Map<string, number>();
  let itemsEnd = 0;
  for (const {item} of queue) {
    let slot = 0;
    for (let s = 1; s < free.length; s++) if ((free[s] as number) < (free[slot] as number)) slot = s;
    const end = (free[slot] as number) + item.seconds;
    free[slot] = end;
    itemsEnd = Math.max(itemsEnd, end);
    if (item.kind === 'chunk' && item.scene !== undefined) {
      const key = sceneKey(item.video, item.scene);
      sceneReady.set(key, Math.max(sceneReady.get(key) ?? 0, end));
    }
  }

  const intervals: {what: string; from: number; to: number}[] = [];
  const videos = [
    ...new Set([...dag.items.filter((i) => i.kind === 'chunk').map((i) => i.video), ...dag.parts.map((p) => p.video)]),
  ];
  const verified = videos.map((video) => {
    // every scene of the video with chunks: done when its last chunk ends and (if several) they are joined
    const scenes = [
      ...new Set(dag.items.filter((i) => i.kind === 'chunk' && i.video === video).map((i) => i.scene as string)),
    ];
    const chain: {what: string; from: number; to: number}[] = [];
    let scenesDone = 0;
    let lastScene: {what: string; from: number; to: number} | undefined;
    for (const scene of scenes) {
      const ready = sceneReady.get(sceneKey(video, scene)) ?? 0;
      const join = dag.parts.find((p) => p.kind === 'join-chunks' && p.video === video && p.scene === scene);
      const joined = {what: `join of ${video}'s ${scene} chunks`, from: ready, to: ready + (join?.seconds ?? 0)};
      if (join !== undefined) intervals.push(joined);
      if (joined.to >= scenesDone) {
        scenesDone = joined.to;
        lastScene = join === undefined ? undefined : joined;
      }
    }
    if (lastScene !== undefined) chain.push(lastScene);
    let at = scenesDone;
    for (const [kind, what] of [
      ['join-scenes', `join of ${video}'s scenes`],
      ['verify', `verification of ${video}`],
    ] as const) {
      const part = dag.parts.find((p) => p.kind === kind && p.video === video);
      if (part === undefined) continue;
      const interval = {what, from: at, to: at + part.seconds};
      intervals.push(interval);
      chain.push(interval);
      at = interval.to;
    }
    return {at, chain};
  });
  const last = verified.reduce<(typeof verified)[number] | undefined>(
    (best, v) => (best === undefined || v.at > best.at ? v : best),
    undefined,
  );
  const end = Math.max(itemsEnd, last?.at ?? 0);
  const tail =
    last === undefined || last.at <= itemsEnd
      ? []
      : last.chain
          .map((p) => ({what: p.what, seconds: p.to - Math.max(p.from, itemsEnd)}))
          .filter((p) => p.seconds > 0);
  return {
    itemsEnd,
    end,
    tail,
    overlappedSeconds: intervals.reduce((t, p) => t + Math.max(0, Math.min(p.to, itemsEnd) - p.from), 0),
    mainSeconds: dag.parts.reduce((t, p) => t + p.seconds, 0),
  };
}
