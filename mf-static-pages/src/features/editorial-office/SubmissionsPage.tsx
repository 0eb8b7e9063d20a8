// The editorial office's list of submissions: the filter (a GET form that works without scripts),
// the count, a table of submissions linking to each, paging, and the CSV of the filter.
import { Form, Link, useLoaderData } from 'react-router';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import type { loader } from './submissionsRoute.tsx';
import { receivedText } from './receivedText.ts';
import styles from './EditorialOffice.module.css';

export function SubmissionsPage() {
  const { list, filter } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const withPage = (page: number) => {
    const query = new URLSearchParams({ ...filter, page: String(page) });
    if (page === 1) query.delete('page');
    return `/editorial-office/submissions${query.size ? `?${query}` : ''}`;
  };
  const csvQuery = new URLSearchParams(filter);
  csvQuery.delete('page');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Submissions</h1>
      <Form method="get" className={styles.filter} aria-label="Filter submissions">
        <div className={styles.filterField}>
          <label htmlFor="filter-form">Form</label>
          <select id="filter-form" name="form" defaultValue={filter['form'] ?? ''} className={styles.control}>
            <option value="">All forms</option>
            {list.forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="filter-from">Received from</label>
          <input id="filter-from" name="from" type="date" defaultValue={filter['from'] ?? ''} className={styles.control} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="filter-to">to</label>
          <input id="filter-to" name="to" type="date" defaultValue={filter['to'] ?? ''} className={styles.control} />
        </div>
        <Button type="submit" size="md" variant="filled">
          Show
        </Button>
      </Form>
      <div className={styles.summaryLine}>
        <p role="status" className={styles.count}>
          {list.total === 0 ? 'No submissions match.' : `${list.total.toLocaleString('en')} submission${list.total === 1 ? '' : 's'}${pages > 1 ? `, page ${list.page} of ${pages}` : ''}`}
        </p>
        {list.total > 0 ? (
          <a className={styles.download} href={`/api/editorial/submissions.csv${csvQuery.size ? `?${csvQuery}` : ''}`} download>
            Download as CSV
          </a>
        ) : null}
      </div>
      {list.items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="oap-visually-hidden">Submissions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Form</th>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.reference}>
                  <th scope="row">
                    <Link to={`/editorial-office/submissions/${encodeURIComponent(item.reference)}`}>{item.reference}</Link>
                  </th>
                  <td>{item.formTitle}</td>
                  <td>
                    <time dateTime={item.receivedAt}>{receivedText(item.receivedAt)}</time>
                  </td>
                  <td>{item.email ?? '—'}</td>
                  <td>
                    {item.summary}
                    {item.files > 0 ? <span className={styles.files}> · {item.files === 1 ? '1 file' : `${item.files} files`}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages of submissions" className={styles.paging}>
          {list.page > 1 ? <Link to={withPage(list.page - 1)}>Newer</Link> : <span />}
          {list.page < pages ? <Link to={withPage(list.page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
