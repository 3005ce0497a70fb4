/** @jsxImportSource hono/jsx */
// Visitors and views per day, drawn as SVG on the server (no script, no library), with a table of
// the same numbers beside it for screen readers and for reading exact values
// (docs/product.md#dashboard). Colours come from the stylesheet's classes: the page policy allows no
// inline style.
import type { DayTotals } from "../../views/view-store.ts";
import { formatCount, formatDay } from "./dashboard-format.ts";

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 8;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function axisTopOf(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest) ?? 10 * power;
}

export function DayChart({ perDay, rangeText }: { perDay: DayTotals[]; rangeText: string }) {
  const top = axisTopOf(Math.max(0, ...perDay.map((day) => day.views)));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, perDay.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const views = perDay.reduce((sum, day) => sum + day.views, 0);
  const labelled = [0, Math.floor((perDay.length - 1) / 2), perDay.length - 1];
  return (
    <figure class="day-chart">
      <figcaption aria-hidden="true">Visitors and views per day, {rangeText}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="day-chart-title" aria-describedby="day-chart-summary">
        <title id="day-chart-title">{`Visitors and views per day, ${rangeText}`}</title>
        <desc id="day-chart-summary">
          {`${formatCount(views)} views in all; the table below the chart gives each day's numbers.`}
        </desc>
        {[0, top / 2, top].map((value) => (
          <g key={`grid-${value}`} class="day-chart__grid">
            <line x1={LEFT} x2={WIDTH} y1={y(value)} y2={y(value)} />
            <text x={LEFT - 6} y={y(value) + 4} text-anchor="end">
              {formatCount(value)}
            </text>
          </g>
        ))}
        {perDay.map((day, index) => {
          const x = LEFT + index * slot;
          return (
            <g key={day.day}>
              <rect
                class="day-chart__views"
                x={x + slot * 0.1}
                width={slot * 0.8}
                y={y(day.views)}
                height={plotHeight + TOP - y(day.views)}
              />
              <rect
                class="day-chart__visitors"
                x={x + slot * 0.3}
                width={slot * 0.4}
                y={y(day.visitors)}
                height={plotHeight + TOP - y(day.visitors)}
              />
            </g>
          );
        })}
        {[...new Set(labelled)].map((index) => {
          const day = perDay[index];
          if (!day) return null;
          const anchor = index === 0 ? "start" : index === perDay.length - 1 ? "end" : "middle";
          const x = index === 0 ? LEFT : index === perDay.length - 1 ? WIDTH : LEFT + (index + 0.5) * slot;
          return (
            <text key={`label-${day.day}`} class="day-chart__day" x={x} y={HEIGHT - 6} text-anchor={anchor}>
              {formatDay(day.day)}
            </text>
          );
        })}
      </svg>
      <p class="day-chart__legend" aria-hidden="true">
        <span class="day-chart__key day-chart__key--views" /> Views <span class="day-chart__key day-chart__key--visitors" />{" "}
        Visitors
      </p>
      <details class="day-chart__numbers">
        <summary>Show the numbers per day</summary>
        <div class="room-table-wrap">
          <table class="room-table">
            <caption class="visually-hidden">Visitors and views per day, {rangeText}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" class="room-number">
                  Visitors
                </th>
                <th scope="col" class="room-number">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {perDay.map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time datetime={day.day}>{formatDay(day.day)}</time>
                  </th>
                  <td class="room-number">{formatCount(day.visitors)}</td>
                  <td class="room-number">{formatCount(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
