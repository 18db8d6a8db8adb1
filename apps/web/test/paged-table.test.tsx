import { labels, type SortOrder } from '@seller/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type Key } from 'react';
import { describe, expect, it } from 'vitest';
import { PagedTable, type ListColumns } from '../src/components/list/index.ts';

interface Row {
  id: number;
  name: string;
}
const ALL: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const COLUMNS: ListColumns<Row> = [
  { key: 'id', title: 'id', dataIndex: 'id', width: 60, fixed: 'left', sorter: true },
  { key: 'name', title: 'name', dataIndex: 'name', sorter: true, sortDirections: ['descend', 'ascend'] },
  { key: 'tail', title: 'tail', render: (_, row) => `#${row.id}` },
];

/** A list of 25 rows, 10 a page, with the sort and the choice it reports shown below it. */
function List({ disabled = [] as number[] }) {
  const [page, setPage] = useState(1);
  const [keys, setKeys] = useState<Key[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [sort, setSort] = useState<{ key: string; order: SortOrder }>({ key: 'id', order: 'asc' });
  const [sortCalls, setSortCalls] = useState<string[]>([]);
  return (
    <>
      <PagedTable<Row>
        label="list"
        rowKey="id"
        columns={COLUMNS}
        rows={ALL.slice((page - 1) * 10, page * 10)}
        total={ALL.length}
        page={page}
        size={10}
        onPage={setPage}
        sort={{
          ...sort,
          onChange: (key, order) => {
            setSortCalls((calls) => [...calls, `${key}:${order}`]);
            if (key && order) setSort({ key, order });
          },
        }}
        selection={{
          keys,
          acrossPages: true,
          onChange: (k, r) => {
            setKeys(k);
            setRows(r);
          },
          checkbox: (row) => ({ disabled: disabled.includes(row.id) }),
        }}
      />
      <output data-testid="chosen">{rows.map((r) => r.id).join(',')}</output>
      <output data-testid="sorts">{sortCalls.join(' ')}</output>
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'list' });
const bodyRows = () => [...table().querySelectorAll('tbody > tr.ant-table-row')];
const classesOf = (element: Element | undefined) => [...element!.classList];
const box = (id: number) => screen.getByRole('checkbox', { name: labels.list.select(String(id)) });

describe('PagedTable (the list recipe without antd Table)', () => {
  it("writes antd's table markup: row keys, cells, pinned cells, cols up to the last width", () => {
    render(<List />);
    expect(bodyRows().map((r) => r.getAttribute('data-row-key'))).toEqual(ALL.slice(0, 10).map((r) => String(r.id)));
    const first = bodyRows()[0]!;
    expect(classesOf(within(first as HTMLElement).getByText('#1'))).toEqual(expect.arrayContaining(['ant-table-cell']));
    // The selection column is pinned with the pinned first column; the shadow is on the last pinned one.
    const [selectCell, idCell] = [...first.querySelectorAll('td')];
    expect(classesOf(selectCell)).toEqual(
      expect.arrayContaining(['ant-table-selection-column', 'ant-table-cell-fix-start']),
    );
    expect(classesOf(selectCell)).not.toContain('ant-table-cell-fix-start-shadow');
    expect(classesOf(idCell)).toEqual(
      expect.arrayContaining(['ant-table-cell-fix-start', 'ant-table-cell-fix-start-shadow']),
    );
    expect(table().querySelectorAll('col')).toHaveLength(2); // the selection col and id's 60 px
    expect(classesOf(screen.getByText(labels.list.total('25')))).toEqual(
      expect.arrayContaining(['ant-pagination-total-text']),
    );
  });

  it('sorts on the server: a click or Enter moves to the next direction, aria-sort tells the current one', () => {
    render(<List />);
    const id = screen.getByRole('columnheader', { name: 'id' });
    const name = screen.getByRole('columnheader', { name: 'name' });
    expect(id.getAttribute('aria-sort')).toBe('ascending');
    expect(name.hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(id); // ascending → descending
    fireEvent.keyDown(name, { key: 'Enter' }); // its first direction: descending
    expect(screen.getByTestId('sorts').textContent).toContain('id:desc name:desc');
    expect(name.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(name); // descending → ascending
    fireEvent.click(screen.getByRole('columnheader', { name: 'name' })); // ascending → cleared
    expect(screen.getByTestId('sorts').textContent).toContain('id:desc name:desc name:asc undefined:undefined');
  });

  it('keeps the choice across pages with its rows; select-all takes the enabled rows of the page', () => {
    render(<List disabled={[3]} />);
    fireEvent.click(box(2));
    fireEvent.click(screen.getByTitle('2')); // page 2
    fireEvent.click(box(12));
    expect(screen.getByTestId('chosen').textContent).toContain('2,12');
    expect(screen.getByTestId('list-status').textContent).toContain(labels.list.selected(2));
    const all = screen.getByRole('checkbox', { name: labels.list.selectPage });
    expect(classesOf(all.closest('.ant-checkbox')!)).toContain('ant-checkbox-indeterminate');
    fireEvent.click(all);
    expect(screen.getByTestId('chosen').textContent).toContain('2,12,11,13,14,15,16,17,18,19,20');
    fireEvent.click(screen.getByTitle('1'));
    fireEvent.click(screen.getByRole('checkbox', { name: labels.list.selectPage }));
    // Row 3 cannot be chosen: select-all leaves it.
    expect((box(3) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('chosen').textContent!.split(',')).not.toContain('3');
    expect(screen.getByTestId('chosen').textContent!.split(',')).toHaveLength(19);
  });

  it('shift-click chooses the range from the last row chosen', () => {
    render(<List />);
    fireEvent.click(box(2));
    fireEvent.click(box(6), { shiftKey: true });
    expect(screen.getByTestId('chosen').textContent).toContain('2,3,4,5,6');
    expect(classesOf(bodyRows()[3])).toEqual(expect.arrayContaining(['ant-table-row-selected']));
  });
});
