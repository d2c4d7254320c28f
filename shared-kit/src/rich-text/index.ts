export { LazyRichTextEditor, loadRichTextEditor, ReportHtml } from './report-html';
export type { RichTextEditorProps } from './rich-text-editor';
export { FillsTable, OrdersTable, TradeRecordView } from './trade-record';
export type { RecordFill, RecordOrder, ReportTradeRecord } from './trade-record';
