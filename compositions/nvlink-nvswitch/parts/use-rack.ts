import {useMemo} from 'react';
import {rackStack} from '../../../src/model/model';
import {useReferences} from '../kit';
import {buildTopology, type Topology} from '../build-topology';
import {examplePair, rackCountsFrom} from '../compute-rack-figures';
import {layoutRackFront, rackFrontBox, type RackFront, type Section} from '../layout-rack-front';

/** The rack graph built from the model's counts (once per reference set). */
export function useTopology(): Topology {
  const references = useReferences();
  return useMemo(() => buildTopology(rackCountsFrom(references)), [references]);
}

/** The rack's sections top to bottom, as the model stacks them. */
export function useRackSections(): Section[] {
  const references = useReferences();
  return useMemo(() => rackStack.map((s) => ({kind: s.section, count: references[s.count]?.value ?? 0})), [references]);
}

/** GPU A and GPU B of the one-hop example, and the second pair, C and D. */
export function useExamplePair(): {a: number; b: number; c: number; d: number} {
  const references = useReferences();
  return useMemo(() => examplePair(references), [references]);
}

/** The rack from the front as the rack scene lays it out (the compute-tray and switch-tray scenes start from it). */
export function useRackFront(): RackFront {
  const topology = useTopology();
  const sections = useRackSections();
  return useMemo(() => layoutRackFront(sections, topology, rackFrontBox), [sections, topology]);
}
