import { labels } from '@seller/domain';
import { ExportButton } from '../../components/list/export-button.tsx';
import { exportPickList, usePickList } from './api.ts';
import { PrintFrame, usePrintCodes } from './print-frame.tsx';
import { usePrint } from './use-print.ts';

const text = labels.order.print;
const columns = text.pickColumns;

/**
 * `/print/pick-list?codes=…` (issue 20 §2): the quantity of each product and option over the chosen
 * orders and how many orders want it, in walking order (product code, product name, option), on A4
 * (the header row repeats on each printed page). It also downloads as .xlsx. The print dialog opens
 * once the list is shown, and every print adds a "출력" entry to the orders' history.
 */
export function PickListPage() {
  const codes = usePrintCodes();
  const pick = usePickList(codes);
  const ready = !!pick.data;
  const { print, recordError } = usePrint(codes, 'PICK_LIST', ready);
  const data = pick.data;
  return (
    <PrintFrame
      title={text.documents.PICK_LIST}
      summary={data ? text.pickTotals(data.orderCount, data.totalQuantity) : undefined}
      controls={ready && <ExportButton download={() => exportPickList(codes)} label={text.downloadXlsx} />}
      onPrint={ready ? print : undefined}
      loading={pick.isPending}
      hasCodes={codes.length > 0}
      error={pick.error}
      recordError={recordError}
    >
      {data && (
        <section className="pick-sheet" aria-label={text.documents.PICK_LIST}>
          <h2>{text.documents.PICK_LIST}</h2>
          <p className="pick-note">
            {data.market.name} · {text.pickTotals(data.orderCount, data.totalQuantity)} · {text.pickSort}
          </p>
          <table className="pick-table">
            <thead>
              <tr>
                <th scope="col">{columns.productCode}</th>
                <th scope="col">{columns.productName}</th>
                <th scope="col">{columns.options}</th>
                <th scope="col" className="num">
                  {columns.quantity}
                </th>
                <th scope="col" className="num">
                  {columns.orders}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr key={`${line.productCode}\u0000${line.productName}\u0000${line.options}`}>
                  <td>{line.productCode}</td>
                  <td>{line.productName}</td>
                  <td>{line.options}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{line.orders}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>{labels.list.total(String(data.lines.length))}</td>
                <td className="num">{data.totalQuantity}</td>
                <td className="num">{data.orderCount}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </PrintFrame>
  );
}
