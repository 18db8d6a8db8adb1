import { ACTIVITY_KINDS, defaultRange, isActivityKind, labels, type ActivityEntry } from '@seller/domain';
import Input from 'antd/es/input/Input';
import { Select } from 'antd';
import { pageTitles } from '../../app/paths.ts';
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
import { clearable } from '../../components/list/clearable.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { exportActivity, useActivity } from './api.ts';

const FILTERS = ['loginId', 'kind', 'subject', 'startDate', 'endDate'] as const;
/** The last 30 days unless searched otherwise. */
const defaultPeriod = () => defaultRange(30);

/**
 * The activity log of the log viewer (`/activity`, issue 37 §4): who did what, by person, kind,
 * period and order or product code; exportable.
 */
export function ActivityLogView() {
  const { url, applied, form, setForm, submit } = usePeriodSearch({
    filters: FILTERS,
    defaultPeriod,
    read: (filters) => ({
      loginId: filters.loginId?.trim() ?? '',
      kind: filters.kind ?? '',
      subject: filters.subject?.trim() ?? '',
    }),
    write: (f) => ({ loginId: f.loginId.trim(), kind: f.kind, subject: f.subject.trim() }),
  });
  const filter = {
    loginId: applied.loginId || undefined,
    kind: isActivityKind(applied.kind) ? applied.kind : undefined,
    subject: applied.subject || undefined,
    startDate: applied.startDate,
    endDate: applied.endDate,
  };
  const list = useActivity({ ...filter, page: url.page, size: url.size });

  const columns: ListColumns<ActivityEntry> = [
    { title: labels.activity.at, dataIndex: 'at', width: 170, render: formatDateTime },
    {
      title: labels.activity.who,
      dataIndex: 'name',
      width: 160,
      render: (name: string, row) => `${name} (${row.loginId})`,
    },
    {
      title: labels.activity.kind,
      dataIndex: 'kind',
      width: 170,
      render: (k: ActivityEntry['kind']) => labels.activity.kinds[k],
    },
    { title: labels.activity.subject, dataIndex: 'subject', width: 200 },
    { title: labels.activity.detail, dataIndex: 'detail' },
  ];

  return (
    <>
      <SearchPanel onSearch={() => void submit()}>
        <SearchField label={labels.activity.person} htmlFor="activity-login-id">
          <Input
            id="activity-login-id"
            value={form.loginId}
            onChange={(e) => setForm({ ...form, loginId: e.target.value })}
            maxLength={100}
            allowClear={clearable}
            style={{ width: 180 }}
          />
        </SearchField>
        <SearchField label={labels.activity.kind} htmlFor="activity-kind">
          <Select
            id="activity-kind"
            value={form.kind}
            style={{ width: 200 }}
            onChange={(kind) => setForm({ ...form, kind })}
            options={[
              { value: '', label: labels.activity.allKinds },
              ...ACTIVITY_KINDS.map((k) => ({ value: k, label: labels.activity.kinds[k] })),
            ]}
          />
        </SearchField>
        <SearchField label={labels.activity.subject} htmlFor="activity-subject">
          <Input
            id="activity-subject"
            value={form.subject}
            placeholder={labels.activity.subjectPlaceholder}
            onChange={(e) => setForm({ ...form, subject: e.target.value })}
            maxLength={100}
            allowClear={clearable}
            style={{ width: 220 }}
          />
        </SearchField>
        <PeriodField
          label={labels.activity.at}
          idPrefix="activity-period"
          period={form}
          onChange={(p) => setForm({ ...form, ...p })}
        />
      </SearchPanel>
      <BulkActionBar
        total={{ count: list.data?.total, testId: 'activity-total' }}
        actions={[]}
        extra={<ExportButton download={() => exportActivity(filter)} />}
      />
      <PagedTable<ActivityEntry>
        label={pageTitles.activity}
        rowKey="id"
        columns={columns}
        rows={list.data?.entries ?? []}
        total={list.data?.total ?? 0}
        showTotal={false}
        page={url.page}
        size={url.size}
        loading={list.isFetching}
        onPage={url.setPage}
        emptyText={labels.activity.none}
      />
    </>
  );
}
