import {
  defaultRange,
  messages,
  PAGE_SIZES,
  QNA_TYPE_LABELS,
  QNA_TYPES,
  SEARCH_PERIOD_DAYS,
  type Qna,
  type QnaType,
} from '@seller/domain';
import { Button, DatePicker, Form, Radio, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { detailPath, pageTitles } from '../../app/paths.ts';
import '../../components/list-page.css';
import { readPeriodPage, writePeriodPage } from '../../components/list/index.ts';
import { dayjs, formatDateTime } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { useQnaList } from './api.ts';

const { RangePicker } = DatePicker;

/** The search of the list, read from the URL (type, startDate, endDate, page, size). */
function readSearch(params: URLSearchParams) {
  const type = params.get('type');
  return {
    type: QNA_TYPES.includes(type as QnaType) ? (type as QnaType) : undefined,
    ...readPeriodPage(params, SEARCH_PERIOD_DAYS.notices),
  };
}

function QnaList({ answered }: { answered: boolean }) {
  const session = useRequiredSession();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const screen = answered ? 'qnaComplete' : 'qnaRequest';
  const [type, setType] = useState<QnaType | 'ALL'>(search.type ?? 'ALL');
  const [period, setPeriod] = useState<[dayjs.Dayjs, dayjs.Dayjs]>([dayjs(search.startDate), dayjs(search.endDate)]);
  const list = useQnaList({ marketId: session.key, replyYn: answered, ...search });

  const update = (next: Partial<ReturnType<typeof readSearch>>) => {
    const merged = { ...search, ...next };
    const out = new URLSearchParams();
    if (merged.type) out.set('type', merged.type);
    setParams(writePeriodPage(out, merged));
  };

  const submit = async () => {
    const [start, end] = period;
    if (start.isAfter(end, 'day')) {
      await dialog.alert(messages.search.invalidPeriod);
      const range = defaultRange(SEARCH_PERIOD_DAYS.notices);
      setPeriod([dayjs(range.startDate), dayjs(range.endDate)]);
      update({ type: type === 'ALL' ? undefined : type, ...range, page: 1 });
      return;
    }
    update({
      type: type === 'ALL' ? undefined : type,
      startDate: start.format('YYYY-MM-DD'),
      endDate: end.format('YYYY-MM-DD'),
      page: 1,
    });
  };

  const columns: ColumnsType<Qna> = [
    { title: '번호', dataIndex: 'id', width: 80 },
    {
      title: '상세',
      key: 'detail',
      width: 80,
      render: (_, row) => (
        <Link to={detailPath(screen, row.id)} aria-label={`${row.id}번 문의 상세`}>
          상세
        </Link>
      ),
    },
    { title: '문의 유형', dataIndex: 'type', width: 100, render: (t: QnaType) => <Tag>{QNA_TYPE_LABELS[t]}</Tag> },
    { title: '상품명', dataIndex: 'productName', width: 200, ellipsis: true },
    { title: '작성자', dataIndex: 'customerName', width: 100 },
    { title: '문의 내용', dataIndex: 'content', ellipsis: true },
    { title: '문의일시', dataIndex: 'timestamp', width: 160, render: formatDateTime },
    ...(answered ? [{ title: '답변일시', dataIndex: 'repliedAt', width: 160, render: formatDateTime } as const] : []),
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles[screen]}</h1>
      <Form className="search-panel" layout="inline" onFinish={() => void submit()}>
        <Form.Item label="문의 유형">
          <Radio.Group
            aria-label="문의 유형"
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value as QnaType | 'ALL')}
            options={[
              { value: 'ALL', label: '전체' },
              ...QNA_TYPES.map((t) => ({ value: t, label: QNA_TYPE_LABELS[t] })),
            ]}
          />
        </Form.Item>
        <Form.Item label="문의 기간">
          <RangePicker
            value={period}
            allowClear={false}
            order={false}
            onChange={(v) => v && v[0] && v[1] && setPeriod([v[0], v[1]])}
            aria-label="문의 기간"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            검색
          </Button>
        </Form.Item>
      </Form>
      <div className="list-toolbar">
        <span>
          총 <strong data-testid="qna-total">{list.data?.total ?? 0}</strong>건
        </span>
      </div>
      <Table<Qna>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.qnas ?? []}
        locale={{ emptyText: answered ? '답변한 문의가 없습니다.' : '답변할 문의가 없습니다.' }}
        scroll={{ x: 1000 }}
        pagination={{
          current: search.page,
          pageSize: search.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (page, size) => update({ page: size !== search.size ? 1 : page, size }),
        }}
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
