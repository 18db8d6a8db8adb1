import { defaultRange, labels, messages, SEARCH_PERIOD_DAYS, type NoticeRow, NOTICE_TITLE_MAX } from '@seller/domain';
import Input from 'antd/es/input/Input';
import { Link } from 'react-router';
import { detailPath, pageTitles } from '../../app/paths.ts';
import {
  BulkActionBar,
  ExportButton,
  PagedTable,
  PeriodField,
  SearchField,
  SearchPanel,
  usePeriodSearch,
  type ListColumns,
} from '../../components/list/index.ts';
import { formatDate } from '../../lib/date-format.ts';
import { useListReturnState } from '../../lib/list-return.ts';
import { exportNotices, useNoticeList } from './api.ts';
import { clearable } from '../../components/list/clearable.tsx';
import { textCount } from '../../lib/text-count.ts';

const FILTERS = ['title', 'startDate', 'endDate'] as const;
/** The default period is one year (spec 02 §9). */
const defaultPeriod = () => defaultRange(SEARCH_PERIOD_DAYS.notices);

/** `/notice`: operator notices with title and period search, server paging and an .xlsx export. */
export function NoticePage() {
  const { url, applied, form, setForm, submit } = usePeriodSearch({
    filters: FILTERS,
    defaultPeriod,
    read: (filters) => ({ title: filters.title?.trim() ?? '' }),
    write: (f) => ({ title: f.title.trim() }),
  });
  const filter = { title: applied.title || undefined, startDate: applied.startDate, endDate: applied.endDate };
  const list = useNoticeList({ ...filter, page: url.page, size: url.size });

  const listReturn = useListReturnState();
  const columns: ListColumns<NoticeRow> = [
    { title: labels.list.number, dataIndex: 'id', width: 90 },
    {
      title: labels.notice.kind,
      dataIndex: 'type',
      width: 90,
      render: (t: string) => (t === 'NOTICE' ? labels.notice.notice : t),
    },
    {
      title: labels.notice.title,
      dataIndex: 'title',
      render: (text: string, row) => (
        <Link to={detailPath('notice', row.id)} state={listReturn} data-focus-key={String(row.id)}>
          {text}
        </Link>
      ),
    },
    { title: labels.list.registeredOn, dataIndex: 'timestamp', width: 130, render: formatDate },
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.notice}</h1>
      <SearchPanel onSearch={() => void submit()}>
        <SearchField label={labels.notice.title} htmlFor="notice-title">
          <Input
            id="notice-title"
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
            count={textCount(NOTICE_TITLE_MAX)}
            allowClear={clearable}
            style={{ width: 240 }}
          />
        </SearchField>
        <PeriodField
          label={labels.list.registeredPeriod}
          idPrefix="notice-period"
          period={form}
          onChange={(p) => setForm({ ...form, ...p })}
        />
      </SearchPanel>
      <BulkActionBar
        total={{ count: list.data?.total, testId: 'notice-total' }}
        actions={[]}
        extra={<ExportButton download={() => exportNotices(filter)} />}
      />
      <PagedTable<NoticeRow>
        label={labels.notice.list}
        rowKey="id"
        columns={columns}
        rows={list.data?.notices ?? []}
        total={list.data?.total ?? 0}
        showTotal={false}
        page={url.page}
        size={url.size}
        loading={list.isFetching}
        onPage={url.setPage}
        emptyText={messages.notice.empty}
      />
    </div>
  );
}
