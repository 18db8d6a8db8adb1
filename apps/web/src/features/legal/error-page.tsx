import { MAIN_ID } from '../../lib/main-region.ts';
import { labels } from '@seller/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';

/**
 * The app's error screen: the heading ERROR, an apology and one button home. `onHome` leaves it
 * (outside the router, where there is no navigation, a full page load).
 */
export function ErrorView({ onHome }: { onHome: () => void }) {
  return (
    <main id={MAIN_ID} className="page" style={{ margin: '0 auto' }}>
      <Result
        status="error"
        title={<h1 style={{ margin: 0 }}>ERROR</h1>}
        subTitle={labels.legal.errorText}
        extra={
          <Button type="primary" onClick={onHome}>
            {labels.legal.home}
          </Button>
        }
      />
    </main>
  );
}

/** `/error`, and any route that failed to render or load (`app/route-error.tsx`). */
export function ErrorPage() {
  const navigate = useNavigate();
  return <ErrorView onHome={() => navigate(paths.home)} />;
}
