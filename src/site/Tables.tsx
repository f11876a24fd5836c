import React from 'react';
import {conventionText} from './FactView';
import {clock, type SiteBeat, type SiteTable, type SiteVideo} from './site-data';

/** Linked views: the model keys of the part in focus or under the pointer, and how a row names its keys. */
export type RowLink = {keys: ReadonlySet<string>; hover: (keys: string[] | null) => void};

const rowKeys = (row: SiteTable['rows'][number]) =>
  row.flatMap((cell) => (cell.fact?.key === undefined ? [] : [cell.fact.key]));

/** One chart as a table of the same data; a row whose numbers the linked part shows is marked, and hovering or focusing a row links its part. */
export const ChartTable: React.FC<{table: SiteTable; link: RowLink; caption?: string}> = ({table, link, caption}) => (
  <div className="table-scroll">
    <table>
      <caption>{caption ?? table.title}</caption>
      <thead>
        <tr>
          {table.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => {
          const keys = rowKeys(row);
          return (
            <tr
              key={r}
              data-linked={keys.some((k) => link.keys.has(k)) ? 'true' : undefined}
              data-keys={keys.join(' ')}
              onMouseEnter={() => link.hover(keys)}
              onMouseLeave={() => link.hover(null)}
            >
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell.text}
                  </th>
                ) : (
                  <td key={c}>{cell.text}</td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);

/** Every chart of the video as a table of the same data. */
export const ChartTables: React.FC<{video: SiteVideo; link: RowLink}> = ({video, link}) => (
  <section aria-labelledby="charts-title">
    <h2 id="charts-title">Charts as tables</h2>
    {video.tables.map((t, i) => (
      <section key={i} className="chart" aria-label={`Table: ${t.title}`}>
        <ChartTable
          table={t}
          link={link}
          caption={`${t.title} (${video.chapters.find((c) => c.sceneId === t.sceneId)?.title ?? t.sceneId})`}
        />
      </section>
    ))}
  </section>
);

/** The fact sheet: every number the video shows, with its convention, kind and source, and links to the beats that show it. */
export const FactSheet: React.FC<{video: SiteVideo; link: RowLink; go: (anchor: string) => void}> = ({
  video,
  link,
  go,
}) => {
  const beats = new Map<string, SiteBeat & {chapter: string}>(
    video.chapters.flatMap((c) => c.beats.map((b) => [b.anchor, {...b, chapter: c.title}] as const)),
  );
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title">Facts and sources</h2>
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label="Fact sheet table, scrolls sideways"
        data-testid="fact-scroll"
      >
        <table className="facts">
          <caption>Every number on screen, as shown, with where it comes from</caption>
          <thead>
            <tr>
              <th scope="col">Shown as</th>
              <th scope="col">Model reference</th>
              <th scope="col">Convention</th>
              <th scope="col">Kind</th>
              <th scope="col">Source or note</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {video.facts.map((f) => (
              <tr
                key={f.key}
                data-linked={link.keys.has(f.key) ? 'true' : undefined}
                data-keys={f.key}
                onMouseEnter={() => link.hover([f.key])}
                onMouseLeave={() => link.hover(null)}
                onFocus={() => link.hover([f.key])}
                onBlur={() => link.hover(null)}
              >
                <th scope="row">{f.shownAs}</th>
                <td>
                  <code>{f.key}</code>
                </td>
                <td>{conventionText(f.convention)}</td>
                <td>{f.kind}</td>
                <td>
                  {f.source === undefined ? null : f.source.url === undefined ? (
                    f.source.title
                  ) : (
                    <a href={f.source.url}>{f.source.title}</a>
                  )}
                  {f.source !== undefined && f.note !== undefined ? ' — ' : ''}
                  {f.note}
                </td>
                <td>
                  <ul className="where">
                    {f.beats.map((anchor) => {
                      const b = beats.get(anchor);
                      return (
                        <li key={anchor}>
                          <a
                            href={`#${anchor}`}
                            onClick={(e) => {
                              e.preventDefault();
                              go(anchor);
                            }}
                          >
                            {b === undefined ? anchor : `${clock(b.from / video.fps)} ${b.chapter}`}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
