import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';

/** `/error`: the heading ERROR, an apology and one button home. */
export function ErrorPage() {
  const navigate = useNavigate();
  return (
    <main className="page" style={{ margin: '0 auto' }}>
      <Result
        status="error"
        title={<h1 style={{ margin: 0 }}>ERROR</h1>}
        subTitle="현재 페이지에서 오류가 발생했습니다. 이용에 불편을 드려 죄송합니다."
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            홈으로 가기
          </Button>
        }
      />
    </main>
  );
}
