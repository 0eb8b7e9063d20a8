// The numbers a chart draws, as a table: screen readers read this rather than the drawing.
import { formatCount } from '@oap/contracts/site/textFormat.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

export function ChartDataTable({ caption, labelHeading, valueHeading, points }: { caption: string; labelHeading: string; valueHeading: string; points: ChartPoint[] }) {
  return (
    <table className="oap-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.label}>
            <th scope="row">{point.label}</th>
            <td>{formatCount(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
