// A column chart of a series by year (articles, citations, views), drawn with visx as plain SVG, so the
// server sends it finished and no chart code runs to show it. The drawing is hidden from screen readers,
// which read the same numbers from the table beside it.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ChartDataTable, type ChartPoint } from './ChartDataTable.tsx';
import styles from './StatsCharts.module.css';

const WIDTH = 480;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 52 };

/** Short axis numbers: 12,400 -> "12k". */
const compact = (value: number) => (value >= 10_000 ? `${Math.round(value / 1000)}k` : formatCount(value));

export function ColumnChart({ title, points, valueHeading }: { title: string; points: ChartPoint[]; valueHeading: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((point) => point.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...points.map((point) => point.value))], range: [innerHeight, 0], nice: true });
  // At most six labels along the bottom (they must stay apart on a phone): every n-th year when there are more.
  const step = Math.max(1, Math.ceil(points.length / 6));
  const shown = points.filter((_, index) => (points.length - 1 - index) % step === 0).map((point) => point.label);
  return (
    <figure className={styles.figure}>
      <figcaption>{title}</figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {points.map((point) => {
            const barHeight = innerHeight - (y(point.value) ?? innerHeight);
            return <Bar key={point.label} className={styles.bar} x={x(point.label)} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} />;
          })}
          <AxisLeft scale={y} numTicks={4} tickFormat={(value) => compact(Number(value))} axisLineClassName={styles.axisLine} tickClassName={styles.tick} tickLabelProps={{ className: styles.tickLabel }} />
          <AxisBottom scale={x} top={innerHeight} tickValues={shown} axisLineClassName={styles.axisLine} tickClassName={styles.tick} tickLabelProps={{ className: styles.tickLabel }} />
        </Group>
      </svg>
      <ChartDataTable caption={title} labelHeading="Year" valueHeading={valueHeading} points={points} />
    </figure>
  );
}
