import React from 'react';

/** What the audit knows a text as (src/audit/measure-texts.ts): its rules differ by kind. */
export type TextKind = 'label' | 'part' | 'counter' | 'caption' | 'chapter';

/**
 * The one element every on-screen text is drawn in: it carries the text's id and kind, so the
 * audit (sizes, overlap, contrast, reading time), the goldens' snapshot and the companion pages
 * find it. Label, Caption, ChapterTitle, Counter and PartTitle draw through it.
 */
export const ScreenText: React.FC<{
  id: string;
  kind: TextKind;
  style: React.CSSProperties;
  part?: string;
  children: React.ReactNode;
}> = ({id, kind, style, part, children}) => (
  <div data-text-id={id} data-text-kind={kind} {...(part === undefined ? {} : {'data-part': part})} style={style}>
    {children}
  </div>
);
