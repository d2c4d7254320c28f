import type { BreedView } from '@portal/shared-kit';
import { Form, Input, Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery } from '../../../state/data-hooks';

const toNodes = (views: readonly BreedView[]): DataNode[] =>
  views.map((b) => ({
    key: b.breedID,
    title: b.showName || b.breedName,
    children: toNodes(b.childBreeds ?? []),
  }));

/** The breeds tree (choosing a parent allows its children) and a day-inner contest's codes. */
export function BreedsSection() {
  const catalogue = useQuery('getBreedCatalogue', {});
  const type = Form.useWatch<number>('matchType');
  if (catalogue.loading && !catalogue.data) return <Skeleton active />;
  return (
    <>
      <Form.Item
        name="breedIDs"
        label="交易品种"
        valuePropName="checkedKeys"
        trigger="onCheck"
        getValueFromEvent={(keys: React.Key[] | { checked: React.Key[] }) =>
          (Array.isArray(keys) ? keys : keys.checked).map(Number)
        }
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个交易品种' }]}
      >
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={toNodes(catalogue.data ?? [])}
        />
      </Form.Item>
      {type === 4 ? (
        <Form.Item
          name="useCodes"
          label="可交易证券代码"
          extra="日内回转赛限定的代码，逗号或换行分隔"
        >
          <Input.TextArea rows={4} placeholder="600000,000001" />
        </Form.Item>
      ) : null}
    </>
  );
}
