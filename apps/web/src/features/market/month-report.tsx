import { REPORT_CLAIM_KINDS, labels, MONTH_REPORT_MONTHS, ORDER_STATUS_LABELS, type MonthReport } from '@seller/domain';
import { Select, Skeleton } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PlainTable } from '../../components/plain-table.tsx';
import { useRequiredSession } from '../../lib/session.ts';
import { useMonthReport } from './calendar-api.ts';
import { ClaimsByFault } from './claims-by-fault.tsx';

const CLAIM_KIND_LABELS: Record<(typeof REPORT_CLAIM_KINDS)[number], string> = {
  EXCHANGE: ORDER_STATUS_LABELS.EXCHANGING1,
  REFUND: ORDER_STATUS_LABELS.REFUNDING1,
};
const MONTH_CHOICES = [3, 6, 12, MONTH_REPORT_MONTHS.max];

type ClaimRow = { reason: string; EXCHANGE: number; REFUND: number };

/** Claims of the whole period by reason, exchanges and refunds side by side, most first. */
function claimsByReason(report: MonthReport): ClaimRow[] {
  const rows = new Map<string, ClaimRow>();
  for (const c of report.claims) {
    const reason = c.reason ?? labels.deadline.noReason;
    const row = rows.get(reason) ?? { reason, EXCHANGE: 0, REFUND: 0 };
    row[c.kind] += c.count;
    rows.set(reason, row);
  }
  return [...rows.values()].sort((a, b) => b.EXCHANGE + b.REFUND - (a.EXCHANGE + a.REFUND));
}

/**
 * 마켓 관리 → 월간 리포트 (issue 36 §8): orders dispatched on time and late per month, and exchange
 * and refund requests by reason and by fault, each as a chart and a table. Loaded only when this tab opens (the
 * chart library stays out of every other screen).
 */
export function MonthReportSection() {
  const { key: marketId } = useRequiredSession();
  const [months, setMonths] = useState<number>(MONTH_REPORT_MONTHS.default);
  const report = useMonthReport(marketId, months);
  if (!report.data) return <Skeleton active />;
  const claims = claimsByReason(report.data);

  return (
    <div className="month-report">
      <label htmlFor="report-months" className="muted" style={{ marginRight: 8 }}>
        {labels.deadline.reportMonth}
      </label>
      <Select
        id="report-months"
        aria-label={labels.deadline.reportMonth}
        value={months}
        onChange={setMonths}
        options={MONTH_CHOICES.map((m) => ({ value: m, label: labels.deadline.months(m) }))}
        style={{ width: 120, marginBottom: 16 }}
      />

      <h2 className="section-title">{labels.deadline.chartOrders}</h2>
      <div role="img" aria-label={labels.deadline.chartOrders} style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={report.data.months}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="onTime" name={labels.deadline.onTime} stackId="d" fill="#1677ff" />
            <Bar dataKey="late" name={labels.deadline.late} stackId="d" fill="#cf1322" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <PlainTable
        label={labels.deadline.chartOrders}
        readOnly
        rows={report.data.months}
        rowKey={(m) => m.month}
        columns={[
          { key: 'month', title: labels.deadline.reportMonth, render: (m) => m.month },
          { key: 'onTime', title: labels.deadline.onTime, render: (m) => m.onTime.toLocaleString('ko-KR') },
          { key: 'late', title: labels.deadline.late, render: (m) => m.late.toLocaleString('ko-KR') },
        ]}
      />

      <h2 className="section-title" style={{ marginTop: 24 }}>
        {labels.deadline.chartClaims}
      </h2>
      <div role="img" aria-label={labels.deadline.chartClaims} style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={claims} layout="vertical">
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="reason" width={120} />
            <Tooltip />
            <Legend />
            {REPORT_CLAIM_KINDS.map((kind, i) => (
              <Bar
                key={kind}
                dataKey={kind}
                name={CLAIM_KIND_LABELS[kind]}
                stackId="c"
                fill={i ? '#d46b08' : '#389e0d'}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <PlainTable
        label={labels.deadline.claimsByReason}
        readOnly
        rows={claims}
        rowKey={(c) => c.reason}
        columns={[
          { key: 'reason', title: labels.deadline.claimReason, render: (c) => c.reason },
          ...REPORT_CLAIM_KINDS.map((kind) => ({
            key: kind,
            title: CLAIM_KIND_LABELS[kind],
            render: (c: ClaimRow) => c[kind].toLocaleString('ko-KR'),
          })),
        ]}
      />
      <ClaimsByFault report={report.data} />
    </div>
  );
}
