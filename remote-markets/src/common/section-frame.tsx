import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame every market section renders its pages in. */
export function SectionFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section data-section={id} style={{ padding: 24 }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {children}
    </section>
  );
}
