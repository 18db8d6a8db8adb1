import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { pageTitles, paths } from '../../app/paths.ts';
import { AccessLogView } from './access-log-view.tsx';
import { ActivityLogView } from './activity-log-view.tsx';

type Log = 'activity' | 'accessLog';

/**
 * One viewer of the market's logs (issue 37 §4, beside issue 34 §4's access log): the activity log
 * (who changed, printed or exported what) and the personal-data access log (who looked at or
 * downloaded buyers' data, and why), each a tab with its own filters and .xlsx, each at its own
 * address so that a link or the side navigation opens it.
 */
function LogViewer({ log }: { log: Log }) {
  const navigate = useNavigate();
  return (
    <div className="page">
      <h1 className="page-title">{pageTitles[log]}</h1>
      <Tabs
        activeKey={log}
        onChange={(key) => void navigate(paths[key as Log])}
        destroyOnHidden
        items={[
          { key: 'activity', label: pageTitles.activity, children: log === 'activity' && <ActivityLogView /> },
          { key: 'accessLog', label: pageTitles.accessLog, children: log === 'accessLog' && <AccessLogView /> },
        ]}
      />
    </div>
  );
}

/** `/activity` (계정 관리 → 활동 기록). */
export const ActivityPage = () => <LogViewer log="activity" />;
/** `/accessLog` (계정 관리 → 개인정보 접근 기록). */
export const AccessLogPage = () => <LogViewer log="accessLog" />;
