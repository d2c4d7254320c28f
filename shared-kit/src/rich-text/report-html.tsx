import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

/** Fetches the editor's chunk (React.lazy below; tests await it inside act). */
export const loadRichTextEditor = () => import('./rich-text-editor');
const Editor = lazy(loadRichTextEditor);

/** The report editor, fetched only when a student opens a report to write. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingSkeleton rows={6} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/**
 * A report's content. The server answers it sanitized (bare allowed tags, escaped text: see
 * server/src/domain/training/reports/rich-text.ts), so it is shown as HTML. Used by the
 * training reports and the contest reports.
 */
export function ReportHtml({ html }: { html: string }) {
  return (
    <div
      className="portal-report-html"
      data-testid="report-content"
      style={{ lineHeight: 1.7 }}
      dangerouslySetInnerHTML={{ __html: html || '<p>—</p>' }}
    />
  );
}
