import { DownloadOutlined } from '@ant-design/icons';
import { defaultRange, messages, PAGE_SIZES, SEARCH_PERIOD_DAYS, seoulDate, type NoticeRow } from '@seller/domain';
import { Button, DatePicker, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { detailPath, pageTitles } from '../../app/paths.ts';
import '../../components/list-page.css';
import { readPeriodPage, writePeriodPage } from '../../components/list/index.ts';
import { dayjs, formatDate } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { downloadNotices, useNoticeList } from './api.ts';

const { RangePicker } = DatePicker;

/** The search of the list, read from the URL; the default period is one year (spec 02 §9). */
function readSearch(params: URLSearchParams) {
  return {
    title: params.get('title')?.trim() || undefined,
    ...readPeriodPage(params, SEARCH_PERIOD_DAYS.notices),
  };
}

/** `/notice`: operator notices with title and period search, server paging and an .xlsx export. */
export function NoticePage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [title, setTitle] = useState(search.title ?? '');
  const [period, setPeriod] = useState<[dayjs.Dayjs, dayjs.Dayjs]>([dayjs(search.startDate), dayjs(search.endDate)]);
  const [exporting, setExporting] = useState(false);
  const list = useNoticeList(search);

  const update = (next: Partial<ReturnType<typeof readSearch>>) => {
    const merged = { ...search, ...next };
    const out = new URLSearchParams();
    if (merged.title) out.set('title', merged.title);
    setParams(writePeriodPage(out, merged));
  };

  const submit = async () => {
    const [start, end] = period;
    if (start.isAfter(end, 'day')) {
      await dialog.alert(messages.search.invalidPeriod);
      const range = defaultRange(SEARCH_PERIOD_DAYS.notices);
      setPeriod([dayjs(range.startDate), dayjs(range.endDate)]);
      update({ title: title.trim() || undefined, ...range, page: 1 });
      return;
    }
    update({
      title: title.trim() || undefined,
      startDate: start.format('YYYY-MM-DD'),
      endDate: end.format('YYYY-MM-DD'),
      page: 1,
    });
  };

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadNotices(
        { title: search.title, startDate: search.startDate, endDate: search.endDate },
        `판매자센터_공지사항_${seoulDate().replace(/-/g, '')}.xlsx`,
      );
    } catch (error) {
      await alertError(error, messages.notice.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<NoticeRow> = [
    { title: '번호', dataIndex: 'id', width: 90 },
    { title: '구분', dataIndex: 'type', width: 90, render: (t: string) => (t === 'NOTICE' ? '공지' : t) },
    {
      title: '제목',
      dataIndex: 'title',
      render: (text: string, row) => <Link to={detailPath('notice', row.id)}>{text}</Link>,
    },
    { title: '등록일', dataIndex: 'timestamp', width: 130, render: formatDate },
  ];

  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.notice}</h1>
      <Form className="search-panel" layout="inline" onFinish={() => void submit()}>
        <Form.Item label="제목" htmlFor="notice-title">
          <Input
            id="notice-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={100}
            allowClear
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label="등록 기간">
          <RangePicker
            value={period}
            allowClear={false}
            order={false}
            onChange={(v) => v && v[0] && v[1] && setPeriod([v[0], v[1]])}
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
          총 <strong data-testid="notice-total">{list.data?.total ?? 0}</strong>건
        </span>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          엑셀 다운로드
        </Button>
      </div>
      <Table<NoticeRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.notices ?? []}
        locale={{ emptyText: messages.notice.empty }}
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
