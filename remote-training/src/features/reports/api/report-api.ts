import { http } from '@portal/shared-kit';
import type { LogFill, LogOrder } from '../../../common/api/get-log-details';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

/** The student's trading in the template's project or contest (frozen at submission). */
export interface TradeRecord {
  source: 'project' | 'contest';
  sourceTitle: string;
  orders: LogOrder[];
  fills: LogFill[];
  summary: {
    orderCount: number;
    fillCount: number;
    buyAmount: number;
    sellAmount: number;
    fees: number;
  };
}

/** What a template is about: a training project or a contest (or neither). */
export interface ReportLink {
  tpInfoID: number | null;
  matchID: number | null;
  linkTitle: string;
}

export interface ReportTemplate extends ReportLink {
  templateID: number;
  title: string;
  requirement: string;
  classNames: string;
  submitted: number;
  marked: number;
  createTime: string;
}

/** A report; status (spec §3): 0/1 未提交, 2 未批阅, 3 批阅中, 4 已批阅; content is sanitized HTML. */
export interface Report extends ReportLink {
  reportID: number | null;
  templateID: number;
  title: string;
  requirement: string;
  userName: string;
  realName: string;
  content: string;
  status: number;
  statusName: string;
  score: number | null;
  comment: string;
  submitTime: string | null;
  markTime: string | null;
  /** GetReport only. */
  tradeRecord?: TradeRecord | null;
}

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
}) => http.call<{ templateID: number }>({ method: 'POST', url: url('AddTemplate'), data: a });
/** GET /VETrain/Report/SearchReports */
export const searchReports = (a: { templateID: number }) =>
  http.call<Report[]>({ method: 'GET', url: url('SearchReports'), params: a });
/** GET /VETrain/Report/SearchMyReports */
export const searchMyReports = () =>
  http.call<Report[]>({ method: 'GET', url: url('SearchMyReports') });
/** POST /VETrain/Report/SaveReport */
export const saveReport = (a: { templateID: number; content: string; submit: boolean }) =>
  http.call<{ status: number }>({ method: 'POST', url: url('SaveReport'), data: a });
/** GET /VETrain/Report/GetReport */
export const getReport = (a: { reportID: number }) =>
  http.call<Report>({ method: 'GET', url: url('GetReport'), params: a });
/** POST /VETrain/Report/MarkReport */
export const markReport = (a: {
  reportID: number;
  score: number;
  comment: string;
  /** 暂存: the report stays 批阅中. */
  draft?: boolean;
}) => http.call<boolean>({ method: 'POST', url: url('MarkReport'), data: a });
/** GET /VETrain/Class/SearchClasses (the template's classes) */
export const reportClasses = () =>
  http.call<Paged<TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
/** GET /VETrain/Report/GetMyReportTrades (the student's record for a template; null without a link) */
export const getMyReportTrades = (a: { templateID: number }) =>
  http.call<TradeRecord | null>({ method: 'GET', url: url('GetMyReportTrades'), params: a });
/** GET /VETrain/Report/SearchLinkableContests */
export const searchLinkableContests = () =>
  http.call<{ matchID: number; matchName: string }[]>({
    method: 'GET',
    url: url('SearchLinkableContests'),
  });
