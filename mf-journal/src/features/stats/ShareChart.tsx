// A horizontal bar chart of shares (article types, regions), with each bar's count written beside it;
// drawn with visx as plain SVG, the numbers also in a table for screen readers.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ChartDataTable, type ChartPoint } from './ChartDataTable.tsx';
import styles from './StatsCharts.module.css';

const WIDTH = 480;
const ROW = 30;
const LABEL_WIDTH = 150;

export function ShareChart({ title, points, labelHeading }: { title: string; points: ChartPoint[]; labelHeading: string }) {
  const height = Math.max(1, points.length) * ROW;
  const barSpace = WIDTH - LABEL_WIDTH - 60;
  const y = scaleBand<string>({ domain: points.map((point) => point.label), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...points.map((point) => point.value))], range: [0, barSpace] });
  return (
    <figure className={styles.figure}>
      <figcaption>{title}</figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        {points.map((point) => {
          const top = y(point.label) ?? 0;
          const length = x(point.value) ?? 0;
          return (
            <Group key={point.label} top={top}>
              <text className={styles.tickLabel} x={LABEL_WIDTH - 8} y={y.bandwidth() / 2} dominantBaseline="middle" textAnchor="end">
                {point.label}
              </text>
              <Bar className={styles.bar} x={LABEL_WIDTH} y={0} width={Math.max(1, length)} height={y.bandwidth()} />
              <text className={styles.value} x={LABEL_WIDTH + length + 6} y={y.bandwidth() / 2} dominantBaseline="middle">
                {formatCount(point.value)}
              </text>
            </Group>
          );
        })}
      </svg>
      <ChartDataTable caption={title} labelHeading={labelHeading} valueHeading="Articles" points={points} />
    </figure>
  );
}
