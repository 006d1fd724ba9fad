import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';

/**
 * A part of a screen whose code is a chunk of its own (`React.lazy`): a labelled loading placeholder until
 * the chunk has arrived, then the part.
 */
export function LazyPart({
  label,
  rows = 4,
  children,
}: {
  label: string;
  rows?: number;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" aria-label={label}>
          <Skeleton active paragraph={{ rows }} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
