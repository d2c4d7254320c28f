import { http } from '@portal/shared-kit';
import type { ApiData, ApiItem, ApiPage } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TrainClass } from '../../../common/api/training-types';

type TradesAnswer = NonNullable<ApiData<'/VETrain/Report/GetMyReportTrades'>>;

/** The student's trading in the template's project or contest (frozen at submission). */
export type TradeRecord = Pick<
  TradesAnswer,
  'source' | 'sourceTitle' | 'orders' | 'fills' | 'summary'
>;

/** What a template is about: a training project or a contest (or neither). */
type LinkField = 'tpInfoID' | 'matchID' | 'linkTitle';

export type ReportTemplate = Pick<
  ApiItem<'/VETrain/Report/SearchTemplates'>,
  | LinkField
  | 'templateID'
  | 'title'
  | 'requirement'
  | 'classNames'
  | 'submitted'
  | 'marked'
  | 'createTime'
>;

type ReportField =
  | LinkField
  | 'reportID'
  | 'templateID'
  | 'title'
  | 'requirement'
  | 'userName'
  | 'realName'
  | 'content'
  | 'status'
  | 'statusName'
  | 'score'
  | 'comment'
  | 'submitTime'
  | 'markTime';

/** A report; status (spec §3): 0/1 未提交, 2 未批阅, 3 批阅中, 4 已批阅; content is sanitized HTML. */
export type Report = Pick<ApiItem<'/VETrain/Report/SearchReports'>, ReportField>;

/** A report as GetReport answers it: with the trading record of its template's link. */
export type ReportDetail = Pick<ApiData<'/VETrain/Report/GetReport'>, ReportField | 'tradeRecord'>;

const url = (name: string) => `${TRAINING_API}/Report/${name}`;

/** GET /VETrain/Report/SearchTemplates */
export const searchReportTemplates = () =>
  http.call<ReportTemplate[]>({ method: 'GET', url: url('SearchTemplates') });
/** POST /VETrain/Report/AddTemplate */
export const addReportTemplate = (a: {
  title: string;
  requirement: string;
  classIDs: number[];
  tpInfoID?: number;
  matchID?: number;
}) =>
  http.call<Pick<ApiData<'/VETrain/Report/AddTemplate'>, 'templateID'>>({
    method: 'POST',
    url: url('AddTemplate'),
    data: a,
  });
/** GET /VETrain/Report/SearchReports */
export const searchReports = (a: { templateID: number }) =>
  http.call<Report[]>({ method: 'GET', url: url('SearchReports'), params: a });
/** GET /VETrain/Report/SearchMyReports */
export const searchMyReports = () =>
  http.call<Pick<ApiItem<'/VETrain/Report/SearchMyReports'>, ReportField>[]>({
    method: 'GET',
    url: url('SearchMyReports'),
  });
/** POST /VETrain/Report/SaveReport */
export const saveReport = (a: { templateID: number; content: string; submit: boolean }) =>
  http.call<Pick<ApiData<'/VETrain/Report/SaveReport'>, 'status'>>({
    method: 'POST',
    url: url('SaveReport'),
    data: a,
  });
/** GET /VETrain/Report/GetReport */
export const getReport = (a: { reportID: number }) =>
  http.call<ReportDetail>({ method: 'GET', url: url('GetReport'), params: a });
/** POST /VETrain/Report/MarkReport */
export const markReport = (a: {
  reportID: number;
  score: number;
  comment: string;
  /** 暂存: the report stays 批阅中. */
  draft?: boolean;
}) =>
  http.call<ApiData<'/VETrain/Report/MarkReport'>>({
    method: 'POST',
    url: url('MarkReport'),
    data: a,
  });
/** GET /VETrain/Class/SearchClasses (the template's classes) */
export const reportClasses = () =>
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Report/GetMyReportTrades (the student's record for a template; null without a link) */
export const getMyReportTrades = (a: { templateID: number }) =>
  http.call<TradeRecord | null>({ method: 'GET', url: url('GetMyReportTrades'), params: a });
/** GET /VETrain/Report/SearchLinkableContests */
export const searchLinkableContests = () =>
  http.call<Pick<ApiItem<'/VETrain/Report/SearchLinkableContests'>, 'matchID' | 'matchName'>[]>({
    method: 'GET',
    url: url('SearchLinkableContests'),
  });
