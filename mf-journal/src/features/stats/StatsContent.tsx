// The journal statistics page: its metrics, then its articles, citations and views by year and its
// articles by type and by region, as charts with their numbers in tables.
import type { JournalGraphs, JournalMetrics } from '@oap/contracts/api/journalSubpages.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ColumnChart } from './ColumnChart.tsx';
import { ShareChart } from './ShareChart.tsx';
import styles from './StatsCharts.module.css';

export function StatsContent({ metrics, graphs }: { metrics: JournalMetrics; graphs: JournalGraphs }) {
  const figures: Array<[string, string]> = [];
  if (metrics.impactFactor !== null) figures.push(['Impact Factor', metrics.impactFactor.toFixed(1)]);
  if (metrics.citeScore !== null) figures.push(['CiteScore', metrics.citeScore.toFixed(1)]);
  figures.push(['Articles', formatCount(metrics.articleCount)], ['In the last twelve months', formatCount(metrics.articlesLastYear)]);
  figures.push(['Citations', formatCount(metrics.citations)], ['Views', formatCount(metrics.views)], ['Downloads', formatCount(metrics.downloads)]);
  if (metrics.firstDecisionDays !== null) figures.push(['Time to first decision', `${metrics.firstDecisionDays} days`]);
  if (metrics.acceptanceToPublicationDays !== null) figures.push(['Acceptance to publication', `${metrics.acceptanceToPublicationDays} days`]);
  if (metrics.acceptanceRate !== null) figures.push(['Acceptance rate', `${Math.round(metrics.acceptanceRate * 100)}%`]);
  figures.push(['Editorial board', formatCount(metrics.editorialBoardSize)], ['Open special issues', formatCount(metrics.openSpecialIssues)]);
  // Every year from the first to the last, so a year without articles shows as an empty column, not a gap closed up.
  const byYear = (series: JournalGraphs['articlesPerYear']) => {
    const counts = new Map(series.map((item) => [item.year, item.count]));
    const first = series[0]?.year ?? 0;
    const last = series.at(-1)?.year ?? -1;
    return Array.from({ length: last - first + 1 }, (_, index) => ({ label: String(first + index), value: counts.get(first + index) ?? 0 }));
  };
  return (
    <>
      <section aria-labelledby="stats-metrics">
        <h2 id="stats-metrics" className="oap-visually-hidden">
          Metrics
        </h2>
        <dl className={styles.metrics}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>Citations, views and downloads count every article the journal has published; times are medians.</p>
      </section>
      <section aria-labelledby="stats-graphs">
        <h2 id="stats-graphs" className="oap-visually-hidden">
          Graphs
        </h2>
        <ColumnChart title="Articles published per year" valueHeading="Articles" points={byYear(graphs.articlesPerYear)} />
        <ColumnChart title="Citations of the articles of each year" valueHeading="Citations" points={byYear(graphs.citationsPerYear)} />
        <ColumnChart title="Views of the articles of each year" valueHeading="Views" points={byYear(graphs.viewsPerYear)} />
        <ShareChart title="Articles by type" labelHeading="Article type" points={graphs.articleTypes.map((type) => ({ label: type.label, value: type.count }))} />
        <ShareChart title="Articles by the region of their first author" labelHeading="Region" points={graphs.regions.map((region) => ({ label: region.region, value: region.count }))} />
      </section>
    </>
  );
}
