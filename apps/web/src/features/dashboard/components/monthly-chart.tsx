import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonthFigures } from '@visadesk/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../../../styles/dashboard.css';

/** The drawing's own units: the SVG scales to the card's width. */
const WIDTH = 640;
const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 24;
const BAR = 16;
const PLOT = HEIGHT - TOP - BOTTOM;

/** A month's name in the desk's language: short under its bars, in full in the table. */
function monthName(i18n: I18n, month: string, style: 'short' | 'long'): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { month: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(i18n.locale, options).format(Date.UTC(year, number - 1, 1));
}

/** One bar with its number above it: the figure is read from the bar, not guessed from its height. */
function Bar({ x, value, highest, pattern }: { x: number; value: number; highest: number; pattern: string | null }) {
  const height = highest === 0 ? 0 : Math.round((value / highest) * PLOT);
  const y = TOP + PLOT - height;
  return (
    <g>
      <rect x={x} y={y} width={BAR} height={height} className={pattern ? 'chart-approved' : 'chart-registered'} fill={pattern ? `url(#${pattern})` : undefined} />
      <text x={x + BAR / 2} y={y - 4} textAnchor="middle" className="chart-number">
        {value}
      </text>
    </g>
  );
}

/** The bars: registered solid, approved hatched, so the two read apart without colour. */
function Bars({ months }: { months: readonly MonthFigures[] }) {
  const { i18n } = useLingui();
  const hatch = `${useId().replaceAll(':', '')}-hatch`;
  const highest = Math.max(0, ...months.flatMap((m) => [m.registered, m.approved]));
  const slot = WIDTH / months.length;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="monthly-chart w-100 h-auto" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={hatch} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="5" height="5" className="chart-approved-ground" />
          <line x1="0" y1="0" x2="0" y2="5" className="chart-approved-line" strokeWidth="3" />
        </pattern>
      </defs>
      <line x1="0" x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="chart-axis" />
      {months.map((m, index) => {
        const left = index * slot + slot / 2 - BAR - 1;
        return (
          <g key={m.month}>
            <Bar x={left} value={m.registered} highest={highest} pattern={null} />
            <Bar x={left + BAR + 2} value={m.approved} highest={highest} pattern={hatch} />
            <text x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="chart-label">
              {monthName(i18n, m.month, 'short')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The drawing at a width its labels read at (at a phone's width they shrank to 6 px): on a
 * narrow screen it scrolls sideways within itself, says so, and opens on the latest months.
 */
function ChartScroll({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, []);
  return (
    <>
      <p className="chart-scroll-hint small text-body-secondary mb-1">
        <Trans>Swipe sideways to see every month.</Trans>
      </p>
      {/* Focusable, so the arrow keys scroll it too; the figures are read from the table below. */}
      <div ref={scroller} className="chart-scroll" tabIndex={0} role="group" aria-label={label}>
        {children}
      </div>
    </>
  );
}

/**
 * The same figures as a table, for screen readers (the drawing is hidden from them). Hidden inside a
 * div: a table is never narrower than its cells, so `visually-hidden` on the table itself still
 * widened a phone's page.
 */
function FiguresTable({ months, caption }: { months: readonly MonthFigures[]; caption: string }) {
  const { i18n } = useLingui();
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Month</Trans></th>
            <th scope="col"><Trans>Registered</Trans></th>
            <th scope="col"><Trans>Approved</Trans></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(i18n, m.month, 'long')}</th>
              <td>{m.registered}</td>
              <td>{m.approved}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Applications registered and approved per month, the last twelve months. Drawn here from
 * the dashboard's figures (no chart library: twelve pairs of bars are a few rectangles), with the
 * numbers on the bars, a legend by pattern, and the figures as a table for screen readers.
 */
export function MonthlyChart({ months }: { months: readonly MonthFigures[] }) {
  const { t } = useLingui();
  const headingId = useId();
  const caption = t`Applications registered and approved per month, the last twelve months`;
  return (
    <section className="card shadow-sm mt-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-2">
          <Trans>The last twelve months</Trans>
        </h2>
        <ul className="list-inline small mb-2" aria-hidden="true">
          <li className="list-inline-item me-3">
            <svg width="14" height="14" className="me-1 align-text-bottom"><rect width="14" height="14" className="chart-registered" /></svg>
            <Trans>Registered</Trans>
          </li>
          <li className="list-inline-item">
            <svg width="14" height="14" className="me-1 align-text-bottom">
              <rect width="14" height="14" className="chart-approved-ground" />
              <path d="M0 14L14 0M-3 3L3 -3M11 17L17 11" className="chart-approved-line" strokeWidth="3" />
            </svg>
            <Trans>Approved</Trans>
          </li>
        </ul>
        <ChartScroll label={caption}>
          <Bars months={months} />
        </ChartScroll>
        <FiguresTable months={months} caption={caption} />
      </div>
    </section>
  );
}
