import { MAIN_ID } from '../../lib/main-region.ts';
import { labels } from '@seller/domain';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';

/**
 * `/payResult`: the payment-result notice; the close hint fades in after 2 seconds and names the
 * 닫기 button below it. The page is opened as a window by the payment step, so 닫기 closes that
 * window; where the browser keeps it open (a page not opened by a script), it goes home (sign-in when signed out).
 */
export function PayResultPage() {
  const navigate = useNavigate();
  const close = () => {
    window.close();
    setTimeout(() => {
      if (!window.closed) navigate(paths.home);
    }, 100);
  };
  return (
    <main id={MAIN_ID} className="legal" style={{ textAlign: 'center', marginTop: 80 }}>
      <h1>{labels.legal.payResultTitle}</h1>
      <p>{labels.legal.payResultDone}</p>
      <p className="fade-in-late" data-testid="close-hint">
        {labels.legal.payResultClose}
      </p>
      <Button type="primary" onClick={close}>
        {labels.legal.payResultCloseButton}
      </Button>
    </main>
  );
}
