import { messages } from '@seller/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  checkedPeriod,
  PeriodInputs,
  periodOf,
  SearchField,
  SearchPanel,
  useListUrlState,
  useSearchDraft,
} from '../src/components/list/index.ts';
import { renderInApp } from './render.tsx';

const FALLBACK = { startDate: '2025-01-01', endDate: '2025-12-31' };

/** A list screen's search built from the recipe, showing the URL it writes. */
function Screen() {
  const url = useListUrlState({
    filters: ['title', 'startDate', 'endDate'] as const,
    sort: { keys: ['name', 'timestamp'] as const, default: { key: 'timestamp', order: 'desc' } },
    dialogs: ['apply'] as const,
  });
  const applied = useMemo(
    () => ({ title: url.filters.title ?? '', ...periodOf(url.filters, FALLBACK) }),
    [url.filters],
  );
  const [form, setForm] = useSearchDraft(applied);
  const location = useLocation();
  const submit = async () => {
    const period = await checkedPeriod(form, FALLBACK);
    if (!period) return;
    setForm({ ...form, ...period });
    url.search({ title: form.title.trim(), ...period });
  };
  return (
    <>
      <SearchPanel onSearch={() => void submit()} onReset={() => url.search({})}>
        <SearchField label="제목" htmlFor="title">
          <Input id="title" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
        </SearchField>
        <PeriodInputs idPrefix="period" {...form} onChange={(p) => setForm({ ...form, ...p })} />
      </SearchPanel>
      <output data-testid="url">{location.search}</output>
      <output data-testid="state">
        {JSON.stringify({
          page: url.page,
          size: url.size,
          sort: url.sort,
          order: url.order,
          dialog: url.dialog,
          ids: url.dialogIds,
        })}
      </output>
      <button onClick={() => url.setPage(3, 10)}>page 3</button>
      <button onClick={() => url.setPage(3, 50)}>size 50</button>
      <button onClick={() => url.setSort('name', 'asc')}>sort by name</button>
      <button onClick={() => url.openDialog('apply', ['A1', 'B2'])}>open</button>
    </>
  );
}

const urlText = () => screen.getByTestId('url').textContent;
const state = () => JSON.parse(screen.getByTestId('state').textContent!);

describe('the list recipe (search panel and URL state)', () => {
  it('searches on Enter and keeps the search in the URL, leaving defaults out', async () => {
    renderInApp(<Screen />, '/notice?page=4');
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '  정산 ' } });
    fireEvent.submit(screen.getByRole('form', { name: '검색 조건' }));
    await waitFor(() => expect(urlText()).toBe('?title=%EC%A0%95%EC%82%B0&startDate=2025-01-01&endDate=2025-12-31'));
    expect(state()).toMatchObject({ page: 1, size: 10, sort: 'timestamp', order: 'desc', dialog: null });
  });

  it('refuses a start after the end with the spec alert and searches the default period', async () => {
    renderInApp(<Screen />, '/notice?title=a&startDate=2025-06-02&endDate=2025-06-01');
    // A reversed period in the URL is not applied: the form shows the default period.
    expect(screen.getByDisplayValue('2025-01-01')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: 'b' } });
    const start = document.getElementById('period-start') as HTMLInputElement;
    expect(start).toBeTruthy();
    // Type a start after the end into the form as a seller would with the pickers.
    await act(async () => {
      fireEvent.mouseDown(start);
      fireEvent.change(start, { target: { value: '2025-12-31' } });
      fireEvent.keyDown(start, { key: 'Enter' });
    });
    const end = document.getElementById('period-end') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(end, { target: { value: '2025-03-01' } });
      fireEvent.keyDown(end, { key: 'Enter' });
    });
    fireEvent.submit(screen.getByRole('form', { name: '검색 조건' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.search.invalidPeriod);
    expect(urlText()).toBe('?title=a&startDate=2025-06-02&endDate=2025-06-01');
    fireEvent.click(screen.getByRole('button', { name: messages.common.confirm }));
    await waitFor(() => expect(urlText()).toBe('?title=b&startDate=2025-01-01&endDate=2025-12-31'));
  });

  it('searches the days as typed, and refuses a day it cannot read without searching (issue 17 §3)', async () => {
    renderInApp(<Screen />, '/notice');
    const start = document.getElementById('period-start') as HTMLInputElement;
    const end = document.getElementById('period-end') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '2025.3.1' } });
    fireEvent.change(end, { target: { value: '20250331' } });
    fireEvent.submit(screen.getByRole('form', { name: '검색 조건' }));
    await waitFor(() => expect(urlText()).toBe('?startDate=2025-03-01&endDate=2025-03-31'));
    expect(start.value).toBe('2025-03-01');

    fireEvent.change(start, { target: { value: '2025-02-30' } });
    fireEvent.blur(start);
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.search.invalidPeriod)).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: '검색 조건' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.search.invalidPeriod);
    fireEvent.click(screen.getByRole('button', { name: messages.common.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(urlText()).toBe('?startDate=2025-03-01&endDate=2025-03-31');
    expect(start.value).toBe('2025-02-30');
  });

  it('reads page, size, sort and the open dialog from the URL and writes them back', async () => {
    renderInApp(<Screen />, '/notice?page=0&size=7&sort=price&order=asc');
    expect(state()).toMatchObject({ page: 1, size: 10, sort: 'timestamp', order: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'page 3' }));
    await waitFor(() => expect(urlText()).toBe('?page=3'));
    fireEvent.click(screen.getByRole('button', { name: 'size 50' }));
    await waitFor(() => expect(urlText()).toBe('?size=50'));
    fireEvent.click(screen.getByRole('button', { name: 'sort by name' }));
    await waitFor(() => expect(urlText()).toBe('?sort=name&order=asc&size=50'));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(state()).toMatchObject({ dialog: 'apply', ids: ['A1', 'B2'], sort: 'name', size: 50 }));
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(urlText()).toBe('?sort=name&order=asc&size=50'));
    expect(state()).toMatchObject({ dialog: null, page: 1 });
  });
});
