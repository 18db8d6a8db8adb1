import {
  ACCESS_CHANNELS,
  ACCESS_PURPOSES,
  DEFAULT_PAGE_SIZE,
  labels,
  type AccessChannel,
  type AccessLogEntry,
  type AccessPurpose,
} from '@seller/domain';
import { Button, Input, Select, Space, Table } from 'antd';
import { useId, useState } from 'react';
import { pageTitles } from '../../app/paths.ts';
import { ExportButton } from '../../components/list/index.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { exportAccessLog, useAccessLog, type AccessLogFilters } from './api.ts';
import './access-log.css';

const text = labels.privacy;
const columns = text.logColumns;

/**
 * The personal-data access log of the log viewer (`/accessLog`, issue 34 §4): the market's reveals,
 * prints and downloads, newest first, with filters (seller, period, purpose, channel) and its .xlsx.
 * The log is read only: nothing here changes it.
 */
export function AccessLogView() {
  const id = useId();
  const [draft, setDraft] = useState<AccessLogFilters>({});
  const [filters, setFilters] = useState<AccessLogFilters>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const log = useAccessLog(filters, page, size);
  const set = (patch: AccessLogFilters) => setDraft((d) => ({ ...d, ...patch }));
  const search = () => {
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as AccessLogFilters);
    setPage(1);
  };

  return (
    <>
      <form
        className="search-panel"
        aria-label={text.search}
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Space wrap align="end">
          <label htmlFor={`${id}-actor`}>
            {text.actorFilter}
            <Input id={`${id}-actor`} value={draft.actor ?? ''} onChange={(e) => set({ actor: e.target.value })} />
          </label>
          <label htmlFor={`${id}-from`}>
            {columns.at}
            <Space>
              <Input
                id={`${id}-from`}
                type="date"
                aria-label={text.from}
                value={draft.startDate ?? ''}
                onChange={(e) => set({ startDate: e.target.value })}
              />
              <Input
                type="date"
                aria-label={text.to}
                value={draft.endDate ?? ''}
                onChange={(e) => set({ endDate: e.target.value })}
              />
            </Space>
          </label>
          <Select<AccessPurpose | ''>
            aria-label={columns.purpose}
            value={draft.purpose ?? ''}
            onChange={(purpose) => set({ purpose: purpose || undefined })}
            options={[
              { value: '', label: text.allPurposes },
              ...ACCESS_PURPOSES.map((p) => ({ value: p, label: text.purposes[p] })),
            ]}
            style={{ minWidth: 160 }}
          />
          <Select<AccessChannel | ''>
            aria-label={columns.channel}
            value={draft.channel ?? ''}
            onChange={(channel) => set({ channel: channel || undefined })}
            options={[
              { value: '', label: text.allChannels },
              ...ACCESS_CHANNELS.map((c) => ({ value: c, label: text.channels[c] })),
            ]}
            style={{ minWidth: 140 }}
          />
          <Button type="primary" htmlType="submit">
            {text.search}
          </Button>
          <ExportButton download={() => exportAccessLog(filters)} />
        </Space>
      </form>
      {/* The wrapper scrolls on a phone and takes the focus, so a keyboard can scroll it too. */}
      <div role="region" aria-label={pageTitles.accessLog} tabIndex={0} className="access-log-table">
        <Table<AccessLogEntry>
          rowKey="id"
          size="small"
          bordered
          loading={log.isFetching}
          dataSource={log.data?.entries ?? []}
          locale={{ emptyText: text.empty }}
          pagination={{
            current: page,
            pageSize: size,
            total: log.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, nextSize) => {
              setPage(nextSize === size ? next : 1);
              setSize(nextSize);
            },
          }}
          columns={[
            { key: 'at', title: columns.at, render: (_, e) => formatDateTime(e.at), width: 150 },
            { key: 'actor', title: columns.actor, dataIndex: 'actor', width: 110 },
            { key: 'address', title: columns.address, dataIndex: 'address', width: 130 },
            { key: 'channel', title: columns.channel, render: (_, e) => text.channels[e.channel], width: 100 },
            { key: 'purpose', title: columns.purpose, render: (_, e) => text.purposes[e.purpose], width: 140 },
            { key: 'purposeDetail', title: columns.purposeDetail, dataIndex: 'purposeDetail' },
            { key: 'orderCount', title: columns.orderCount, dataIndex: 'orderCount', align: 'right', width: 80 },
            {
              key: 'orderCodes',
              title: columns.orderCodes,
              render: (_, e) => e.orderCodes.slice(0, 5).join(', ') + (e.orderCodes.length > 5 ? ' …' : ''),
            },
          ]}
        />
      </div>
    </>
  );
}
