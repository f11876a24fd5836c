import React from 'react';
import {conventionText} from './FactView';
import type {SiteVideo} from './site-data';

/** Every chart of the video as a table of the same data. */
export const ChartTables: React.FC<{video: SiteVideo}> = ({video}) => (
  <section aria-labelledby="charts-title">
    <h2 id="charts-title">Charts as tables</h2>
    {video.tables.map((t, i) => (
      <details key={i} className="chart" open>
        <summary>Table view: {t.title} ({video.chapters.find((c) => c.sceneId === t.sceneId)?.title})</summary>
        <table>
          <caption>{t.title}</caption>
          <thead><tr>{t.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>{t.rows.map((row, r) => (
            <tr key={r}>{row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell.text}</th> : <td key={c}>{cell.text}</td>))}</tr>
          ))}</tbody>
        </table>
      </details>
    ))}
  </section>
);

/** The fact sheet: every number the video shows, with its convention, kind and source. */
export const FactSheet: React.FC<{video: SiteVideo}> = ({video}) => (
  <section aria-labelledby="facts-title">
    <h2 id="facts-title">Facts and sources</h2>
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Fact sheet table, scrolls sideways">
      <table className="facts">
        <caption>Every number on screen, as shown, with where it comes from</caption>
        <thead><tr><th scope="col">Shown as</th><th scope="col">Model reference</th><th scope="col">Convention</th><th scope="col">Kind</th><th scope="col">Source or note</th><th scope="col">Where</th></tr></thead>
        <tbody>{video.facts.map((f) => (
          <tr key={f.key}>
            <th scope="row">{f.shownAs}</th>
            <td><code>{f.key}</code></td>
            <td>{conventionText(f.convention)}</td>
            <td>{f.kind}</td>
            <td>{f.source === undefined ? null : f.source.url === undefined ? f.source.title : <a href={f.source.url}>{f.source.title}</a>}{f.source !== undefined && f.note !== undefined ? ' — ' : ''}{f.note}</td>
            <td>{f.beats.map((b, i) => <React.Fragment key={b}>{i > 0 ? ', ' : ''}<a href={`#${b}`}>{b}</a></React.Fragment>)}</td>
          </tr>
        ))}</tbody>
      </table>
    </div>
  </section>
);
