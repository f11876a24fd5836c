import React, {createContext, useContext} from 'react';

/**
 * What a drawing is asked to show besides itself: its labels (off inside a previous picture and in
 * the drawing layer the boundary test compares), which of its named parts, and the video's scene
 * components (so that a scene can draw the one before it). Outside any provider: everything.
 */
type DrawingState = {
  labels: boolean;
  /** named parts left out */
  omit: ReadonlySet<string>;
  /** only these named parts drawn (null: every part) */
  only: ReadonlySet<string> | null;
  /** a previous picture is being drawn: it draws no previous picture of its own */
  nested: boolean;
  scenes: Readonly<Record<string, React.FC>>;
};

const everything: DrawingState = {labels: true, omit: new Set(), only: null, nested: false, scenes: {}};
const DrawingContext = createContext<DrawingState>(everything);

export function useDrawing(): DrawingState {
  return useContext(DrawingContext);
}

/** The scene components of the video being drawn, and whether its labels show (off: the drawing layer alone). */
export const DrawingProvider: React.FC<{
  scenes: Readonly<Record<string, React.FC>>;
  labels: boolean;
  children: React.ReactNode;
}> = ({scenes, labels, children}) => (
  <DrawingContext.Provider value={{...everything, scenes, labels}}>{children}</DrawingContext.Provider>
);

/** Below this: labels off, the named parts left out (or only these drawn), no previous picture inside. */
export const PartsFilter: React.FC<{
  omit: readonly string[];
  only: readonly string[] | null;
  children: React.ReactNode;
}> = ({omit, only, children}) => {
  const outer = useDrawing();
  return (
    <DrawingContext.Provider
      value={{...outer, labels: false, nested: true, omit: new Set(omit), only: only === null ? null : new Set(only)}}
    >
      {children}
    </DrawingContext.Provider>
  );
};

/** Whether a scene's labels show here (off inside a previous picture and in the drawing layer). */
export function useLabelsShown(): boolean {
  return useDrawing().labels;
}

/**
 * A named part of a drawing (its id is one of the video's `parts`): the unit a next scene's
 * entrance carries (`enter.carries`) and leaves out of the previous picture. Draws nothing of its
 * own: a plain group (`<g>`, or a `display: contents` element with `html`, for a part made of HTML
 * elements) marked `data-part-id`, so the goldens' shape snapshot names the part each shape
 * belongs to (src/audit/measure-shapes.ts). Where only some parts are drawn, the group shows its
 * children inside a hidden picture.
 */
export const Part: React.FC<{id: string; html?: boolean; children: React.ReactNode}> = ({
  id,
  html = false,
  children,
}) => {
  const {omit, only} = useDrawing();
  if (omit.has(id)) return null;
  const shown = only !== null && only.has(id) ? 'visible' : undefined;
  return html ? (
    <div data-part-id={id} style={{display: 'contents', visibility: shown}}>
      {children}
    </div>
  ) : (
    <g data-part-id={id} visibility={shown}>
      {children}
    </g>
  );
};
