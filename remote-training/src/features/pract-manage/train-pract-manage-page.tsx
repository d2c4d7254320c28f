import { Card, Tabs } from 'antd';
import { LogsTab } from './components/logs-tab';
import { ProjectsTab } from './components/projects-tab';
import { TypesTab } from './components/types-tab';

/** /TrainPractManage (teachers): projects and their classes, students' logs and scores, types. */
export function TrainPractManagePage() {
  return (
    <Card title="实训管理" className="trn-page-card" data-page="TrainPractManage">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'projects', label: '实训项目', children: <ProjectsTab /> },
          { key: 'logs', label: '实训日志与评分', children: <LogsTab /> },
          { key: 'types', label: '实训类型', children: <TypesTab /> },
        ]}
      />
    </Card>
  );
}
