export { LazyRichTextEditor, loadRichTextEditor, ReportHtml } from './report-html';
export type { RichTextEditorProps } from './rich-text-editor';
export { FillsTable, loadTradeRecord, OrdersTable, TradeRecordView } from './trade-record-lazy';
export type { RecordFill, RecordOrder, ReportTradeRecord } from './trade-record';
