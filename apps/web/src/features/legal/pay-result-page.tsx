import { labels } from '@seller/domain';
/** `/payResult`: the payment-result notice; the close hint fades in after 2 seconds. */
export function PayResultPage() {
  return (
    <main className="legal" style={{ textAlign: 'center', marginTop: 80 }}>
      <h1>{labels.legal.payResultTitle}</h1>
      <p>{labels.legal.payResultDone}</p>
      <p className="fade-in-late" data-testid="close-hint">
        {labels.legal.payResultClose}
      </p>
    </main>
  );
}
