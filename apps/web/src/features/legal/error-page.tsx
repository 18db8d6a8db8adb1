import { MAIN_ID } from '../../lib/main-region.ts';
import { labels } from '@seller/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';

/** `/error`: the heading ERROR, an apology and one button home. */
export function ErrorPage() {
  const navigate = useNavigate();
  return (
    <main id={MAIN_ID} className="page" style={{ margin: '0 auto' }}>
      <Result
        status="error"
        title={<h1 style={{ margin: 0 }}>ERROR</h1>}
        subTitle={labels.legal.errorText}
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            {labels.legal.home}
          </Button>
        }
      />
    </main>
  );
}
