import { Form, Select } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../../state/data-hooks';

/** Co-managers of the contest: teachers and admins, searched by name. */
export function ManagersSection() {
  const [key, setKey] = useState('');
  const users = useQuery('searchUser', { searchKey: key, pageIndex: 1, pageSize: 50 });
  const options = (users.data?.list ?? [])
    .filter((u) => u.role === 'teacher' || u.role === 'admin')
    .map((u) => ({ value: u.userID, label: `${u.realName}（${u.userName}）` }));
  return (
    <Form.Item name="managerIDs" label="比赛管理员" extra="创建者自动成为管理员">
      <Select
        mode="multiple"
        showSearch
        filterOption={false}
        onSearch={setKey}
        options={options}
        placeholder="搜索教师或管理员"
        style={{ maxWidth: 480 }}
      />
    </Form.Item>
  );
}
