import { Skeleton } from 'antd';

/** antd's animated skeleton with `rows` paragraph lines. */
export default function AntdSkeleton({ rows }: { rows: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}
