import type { ChapterHealthModel, ChapterReportModel } from '@ypo/headless';
import { useId, type ReactNode } from 'react';
import * as styles from './chapter-admin.css';
import { TableBox } from './table-box';

const ROW = 24;
const LABEL = 260;
const BAR = 300;

/**
 * A horizontal bar chart drawn by hand in SVG (no chart library: a few lines, nothing added to the
 * bundle). The picture is hidden from assistive technology; the table beside it carries the same
 * figures, so a screen-reader user reads what a sighted user sees.
 */
function BarChart({ bars, max, caption }: { bars: readonly { key: string; label: string; value: number }[]; max: number; caption: string }) {
  const height = bars.length * ROW;
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${LABEL + BAR + 40} ${height}`} aria-hidden="true" focusable="false" data-chart={caption}>
        {bars.map((each, index) => (
          <g key={each.key} transform={`translate(0 ${index * ROW})`} data-bar={each.key} data-value={each.value}>
            <text className={styles.chartText} x={LABEL - 8} y={ROW / 2 + 4} textAnchor="end">
              {each.label}
            </text>
            <rect className={styles.track} x={LABEL} y={4} width={BAR} height={ROW - 8} />
            <rect className={styles.bar} x={LABEL} y={4} width={(Math.max(0, each.value) / Math.max(1, max)) * BAR} height={ROW - 8} />
            <text className={styles.chartText} x={LABEL + BAR + 6} y={ROW / 2 + 4}>
              {each.value}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.muted}>{caption} (the table below lists the same figures)</figcaption>
    </figure>
  );
}

/**
 * The figures of a chart as a table (the chart's accessible source): a row header and two figures a row,
 * each row marked with its key (`data-key`) so it can be matched with the chart's bar.
 */
function FiguresTable(props: {
  label: string;
  columns: readonly [string, string, string];
  rows: readonly { key: string; label: string; figures: readonly [ReactNode, ReactNode] }[];
  total?: readonly [string, ReactNode];
}) {
  const { label, columns, rows, total } = props;
  const captionId = useId();
  return (
    <TableBox label={label}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.muted}>
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((name, index) => (
              <th key={name} className={index === 0 ? styles.cell : styles.number} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th className={styles.cell} scope="row">
                {row.label}
              </th>
              <td className={styles.number}>{row.figures[0]}</td>
              <td className={styles.number}>{row.figures[1]}</td>
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th className={styles.cell} scope="row">
                {total[0]}
              </th>
              <td className={styles.number} />
              <td className={styles.number}>{total[1]}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableBox>
  );
}

/** The health score and its 14 metrics: a bar chart of the points and a table of value and points (spec 001 §3, §9). */
export function HealthChart({ model }: { model: ChapterHealthModel }) {
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>Health score</h3>
      <p className={styles.score} data-testid="health-score">
        {model.healthScore}
      </p>
      <BarChart caption="Points of the 14 health metrics" max={model.maxPoints} bars={model.metrics.map((m) => ({ key: m.key, label: m.label, value: m.points }))} />
      <FiguresTable
        label="Health metrics: value and points"
        columns={['Metric', 'Value', 'Points']}
        rows={model.metrics.map((m) => ({ key: m.key, label: m.label, figures: [m.value, m.points] }))}
        total={['Health score', model.healthScore]}
      />
    </div>
  );
}

/** One further report (elected officer engagement, region rating, age, gender): a bar chart and its table. */
export function ReportChart({ report }: { report: ChapterReportModel }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {report.title}
      </h3>
      {report.rows.length === 0 ? (
        <p className={styles.muted}>Nothing to report.</p>
      ) : (
        <>
          <BarChart caption={report.title} max={report.maxValue} bars={report.rows.map((r, index) => ({ key: `${index}`, label: r.label, value: r.value }))} />
          <FiguresTable
            label={`${report.title}: value and share`}
            columns={['Item', 'Value', 'Share']}
            rows={report.rows.map((r, index) => ({ key: `${index}`, label: r.label, figures: [r.value, `${r.share}%`] }))}
          />
        </>
      )}
    </section>
  );
}
