import {useMemo} from 'react';
import {useValue} from '../kit';
import {layoutSm, type SmLayout} from '../layout-sm';
import type {Rect} from '../../../src/visual/geometry';

/** The SM diagram inside `outline`, with its counts read from the model. */
export function useSmLayout(outline: Rect): SmLayout {
  const blocks = useValue('sm.schedulers');
  const lanesPerBlock = useValue('sm.fp32LanesPerSmsp');
  const sfus = useValue('sm.sfus');
  const ldst = useValue('sm.loadStoreUnits');
  const {x, y, w, h} = outline;
  return useMemo(
    () => layoutSm({x, y, w, h}, {blocks, lanesPerBlock, sfusPerBlock: sfus / blocks, ldstPerBlock: ldst / blocks}),
    [x, y, w, h, blocks, lanesPerBlock, sfus, ldst],
  );
}
