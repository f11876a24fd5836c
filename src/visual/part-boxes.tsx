import React, {createContext, useContext} from 'react';
import type {Rect} from './geometry';

/**
 * The boxes of a drawing's named parts, as its layout returns them: what `<Label at={{part, side}}>`
 * places a label against. A scene wraps its drawing and labels in `<PartBoxes boxes={…}>`; nested
 * providers add to (and override) the outer ones.
 */
const PartBoxesContext = createContext<Readonly<Record<string, Rect>>>({});

export const PartBoxes: React.FC<{boxes: Readonly<Record<string, Rect>>; children: React.ReactNode}> = ({
  boxes,
  children,
}) => {
  const outer = useContext(PartBoxesContext);
  return <PartBoxesContext.Provider value={{...outer, ...boxes}}>{children}</PartBoxesContext.Provider>;
};

/** The part boxes given by the `<PartBoxes>` above (none outside one). */
export function usePartBoxes(): Readonly<Record<string, Rect>> {
  return useContext(PartBoxesContext);
}

/** A named part's box; throws naming the part and the boxes known when no `<PartBoxes>` above gives it. */
export function partBox(boxes: Readonly<Record<string, Rect>>, part: string): Rect {
  const box = boxes[part];
  if (box === undefined) {
    throw new Error(
      `no box for part "${part}": wrap the drawing in <PartBoxes boxes={{${part}: layout.…}}> (known: ${Object.keys(boxes).join(', ') || 'none'})`,
    );
  }
  return box;
}
