import { labels, message, type ActivityEntry } from '@seller/domain';
import { PlainTable } from '../../components/plain-table.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { useProductActivity } from './api.ts';

const text = labels.activity;

/** The product screen's 변경 이력: who changed this product, when and how (from the activity log). */
export function ProductHistory({ code }: { code: string }) {
  const history = useProductActivity(code);
  const entries = history.data?.entries ?? [];
  const total = history.data?.total ?? 0;
  return (
    <section aria-label={labels.product.history} style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 16 }}>{labels.product.history}</h2>
      {history.isSuccess && entries.length === 0 ? (
        <p>{labels.product.noHistory}</p>
      ) : (
        <>
          <PlainTable<ActivityEntry>
            label={labels.product.history}
            readOnly
            rows={entries}
            rowKey={(e) => String(e.id)}
            columns={[
              { key: 'at', title: text.at, width: 170, render: (e) => formatDateTime(e.at) },
              { key: 'who', title: text.who, width: 180, render: (e) => `${e.name} (${e.loginId})` },
              { key: 'kind', title: text.kind, width: 170, render: (e) => text.kinds[e.kind] },
              { key: 'detail', title: text.detail, render: (e) => e.detail },
            ]}
          />
          {total > entries.length && <p>{message('product.historyLatest', { count: entries.length, total })}</p>}
        </>
      )}
    </section>
  );
}
