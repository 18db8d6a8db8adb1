import { CLAIM_FAULTS, labels, type ClaimFault, type MonthReport } from '@seller/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PlainTable } from '../../components/plain-table.tsx';

/** A fault column: decided or suggested by the reason code, or neither yet (미정). */
type FaultKey = ClaimFault | 'UNDECIDED';
const FAULT_KEYS: readonly FaultKey[] = [...CLAIM_FAULTS, 'UNDECIDED'];
const FAULT_LABELS: Record<FaultKey, string> = { ...labels.claimMoney.faults, UNDECIDED: labels.claimMoney.undecided };
// Colours with at least 3:1 against white (WCAG 1.4.11 for the bars).
const FAULT_COLOURS: Record<FaultKey, string> = { BUYER: '#1d4ed8', SELLER: '#b91c1c', UNDECIDED: '#4b5563' };

type FaultRow = { month: string } & Record<FaultKey, number>;

/** Exchange and refund requests of each month of the period by fault, every month (zeros included). */
function faultsByMonth(report: MonthReport): FaultRow[] {
  const rows = new Map<string, FaultRow>(
    report.months.map((m) => [m.month, { month: m.month, BUYER: 0, SELLER: 0, UNDECIDED: 0 }]),
  );
  for (const c of report.claimFaults) {
    const row = rows.get(c.month);
    if (row) row[c.fault ?? 'UNDECIDED'] += c.count;
  }
  return [...rows.values()];
}

/**
 * The month view's claims by fault (issue 36 §4, §8): per month, the exchange and refund requests the
 * buyer is at fault for, the seller is, and those not decided yet (no decision and no reason code),
 * as a stacked chart and a table.
 */
export function ClaimsByFault({ report }: { report: MonthReport }) {
  const rows = faultsByMonth(report);
  return (
    <>
      <h2 className="section-title" style={{ marginTop: 24 }}>
        {labels.claimMoney.chartFaults}
      </h2>
      <div role="img" aria-label={labels.claimMoney.chartFaults} style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {FAULT_KEYS.map((key) => (
              <Bar key={key} dataKey={key} name={FAULT_LABELS[key]} stackId="f" fill={FAULT_COLOURS[key]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <PlainTable
        label={labels.claimMoney.chartFaults}
        readOnly
        rows={rows}
        rowKey={(r) => r.month}
        columns={[
          { key: 'month', title: labels.claimMoney.faultMonth, render: (r) => r.month },
          ...FAULT_KEYS.map((key) => ({
            key,
            title: FAULT_LABELS[key],
            render: (r: FaultRow) => r[key].toLocaleString('ko-KR'),
          })),
          {
            key: 'total',
            title: labels.claimMoney.total,
            render: (r: FaultRow) => FAULT_KEYS.reduce((sum, key) => sum + r[key], 0).toLocaleString('ko-KR'),
          },
        ]}
      />
    </>
  );
}
