import {
  defaultRange,
  labels,
  QNA_TYPE_LABELS,
  QNA_TYPES,
  SEARCH_PERIOD_DAYS,
  type Qna,
  type QnaType,
} from '@seller/domain';
import { Radio, Tag } from 'antd';
import { Link } from 'react-router';
import { detailPath, pageTitles } from '../../app/paths.ts';
import {
  BulkActionBar,
  PagedTable,
  PeriodField,
  SearchField,
  SearchPanel,
  usePeriodSearch,
  type ListColumns,
} from '../../components/list/index.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { useListReturnState } from '../../lib/list-return.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useQnaList } from './api.ts';

const FILTERS = ['type', 'startDate', 'endDate'] as const;
/** Both inquiry lists default to one year. */
const defaultPeriod = () => defaultRange(SEARCH_PERIOD_DAYS.qnas);
const typeOf = (v: string | undefined): QnaType | 'ALL' => (QNA_TYPES.includes(v as QnaType) ? (v as QnaType) : 'ALL');

function QnaList({ answered }: { answered: boolean }) {
  const session = useRequiredSession();
  const screen = answered ? 'qnaComplete' : 'qnaRequest';
  const { url, applied, form, setForm, submit } = usePeriodSearch({
    filters: FILTERS,
    defaultPeriod,
    read: (filters) => ({ type: typeOf(filters.type) }),
    write: (f) => ({ type: f.type === 'ALL' ? undefined : f.type }),
  });
  const list = useQnaList({
    marketId: session.key,
    replyYn: answered,
    type: applied.type === 'ALL' ? undefined : applied.type,
    startDate: applied.startDate,
    endDate: applied.endDate,
    page: url.page,
    size: url.size,
  });

  const listReturn = useListReturnState();
  const columns: ListColumns<Qna> = [
    { title: labels.list.number, dataIndex: 'id', width: 80 },
    {
      title: labels.list.detail,
      key: 'detail',
      width: 80,
      render: (_, row) => (
        <Link
          to={detailPath(screen, row.id)}
          state={listReturn}
          data-focus-key={String(row.id)}
          aria-label={labels.qna.detailOf(row.id)}
        >
          {labels.list.detail}
        </Link>
      ),
    },
    { title: labels.qna.type, dataIndex: 'type', width: 100, render: (t: QnaType) => <Tag>{QNA_TYPE_LABELS[t]}</Tag> },
    { title: labels.qna.productName, dataIndex: 'productName', width: 200, ellipsis: true },
    { title: labels.qna.customer, dataIndex: 'customerName', width: 100 },
    { title: labels.qna.content, dataIndex: 'content', ellipsis: true },
    { title: labels.qna.askedAt, dataIndex: 'timestamp', width: 160, render: formatDateTime },
    ...(answered
      ? [{ title: labels.qna.repliedAt, dataIndex: 'repliedAt', width: 160, render: formatDateTime } as const]
      : []),
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles[screen]}</h1>
      <SearchPanel onSearch={() => void submit()}>
        <SearchField label={labels.qna.type}>
          <Radio.Group
            aria-label={labels.qna.type}
            optionType="button"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value as QnaType | 'ALL' })}
            options={[
              { value: 'ALL', label: labels.list.all },
              ...QNA_TYPES.map((t) => ({ value: t, label: QNA_TYPE_LABELS[t] })),
            ]}
          />
        </SearchField>
        <PeriodField
          label={labels.qna.period}
          idPrefix="qna-period"
          period={form}
          onChange={(p) => setForm({ ...form, ...p })}
        />
      </SearchPanel>
      <BulkActionBar total={{ count: list.data?.total, testId: 'qna-total' }} actions={[]} />
      <PagedTable<Qna>
        label={labels.list.listOf(pageTitles[screen])}
        rowKey="id"
        columns={columns}
        rows={list.data?.qnas ?? []}
        total={list.data?.total ?? 0}
        showTotal={false}
        page={url.page}
        size={url.size}
        loading={list.isFetching}
        onPage={url.setPage}
        emptyText={answered ? labels.qna.noneAnswered : labels.qna.noneToAnswer}
      />
    </div>
  );
}

/** `/qnaRequest`: unanswered inquiries. */
export function QnaRequestPage() {
  return <QnaList answered={false} />;
}

/** `/qnaComplete`: answered inquiries. */
export function QnaCompletePage() {
  return <QnaList answered />;
}
