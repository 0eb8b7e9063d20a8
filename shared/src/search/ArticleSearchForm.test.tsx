import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ArticleSearchForm } from './ArticleSearchForm.tsx';

test('is a real GET form to /search with the term named q, so it works without scripts', () => {
  const html = renderToString(<ArticleSearchForm label="Search all articles" initialTerm="cell" onSearch={() => {}} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  const form = container.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/search');
  expect(form.getAttribute('role')).toBe('search');
  const input = form.querySelector('input')!;
  expect(input.name).toBe('q');
  expect(input.value).toBe('cell');
  // What the browser would send on submit without scripts: /search?q=cell.
  expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('q=cell');
  expect(form.querySelector('button')?.getAttribute('type')).toBe('submit');
  expect(form.querySelector('label')?.getAttribute('for')).toBe(input.id);
});

test('with scripts it stays in the app: the trimmed term goes to onSearch and the page does not reload', async () => {
  const onSearch = jest.fn();
  render(<ArticleSearchForm label="Search all articles" onSearch={onSearch} />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search all articles' }), '  protein folding  {Enter}');
  expect(onSearch).toHaveBeenCalledWith('protein folding', expect.any(FormData));
  expect((onSearch.mock.calls[0] as [string, FormData])[1].get('q')).toBe('  protein folding  ');
  const submitted = fireEvent.submit(screen.getByRole('search'));
  // fireEvent returns false when a handler called preventDefault: no full-page GET.
  expect(submitted).toBe(false);
});

test('the search page keeps the rest of its search in the same GET form: hidden fields and more fields', () => {
  const html = renderToString(
    <ArticleSearchForm label="Search articles" initialTerm="cell" onSearch={() => {}} hidden={[['sort', 'citations']]}>
      <input name="date_from" defaultValue="2020" />
    </ArticleSearchForm>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  const form = container.querySelector('form')!;
  expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('sort=citations&q=cell&date_from=2020');
});
