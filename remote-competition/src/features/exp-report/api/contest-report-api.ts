import { http } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';

type ReportKey =
  | 'reportID'
  | 'templateID'
  | 'title'
  | 'requirement'
  | 'matchID'
  | 'linkTitle'
  | 'content'
  | 'status'
  | 'statusName'
  | 'score'
  | 'comment'
  | 'submitTime';

/**
 * A report template linked to a contest I take part in, with my report on it (if any): its
 * linkTitle is the contest's name, its content sanitized HTML (bare allowed tags).
 */
export type ContestReport = Pick<
  ApiItem<'/VERace/ExperimentalReport/SearchMyContestReports'>,
  ReportKey
>;

/** One report with the contest trading record. */
export type ContestReportDetail = Pick<
  ApiData<'/VERace/ExperimentalReport/GetContestReport'>,
  ReportKey | 'tradeRecord'
>;

const url = (name: string) => `/VERace/ExperimentalReport/${name}`;

/** GET /VERace/ExperimentalReport/SearchMyContestReports */
export const searchMyContestReports = () =>
  http.call<ContestReport[]>({ method: 'GET', url: url('SearchMyContestReports') });
/** GET /VERace/ExperimentalReport/GetContestReport (the report with the contest trading record) */
export const getContestReport = (a: { templateID: number }) =>
  http.call<ContestReportDetail>({ method: 'GET', url: url('GetContestReport'), params: a });
/** POST /VERace/ExperimentalReport/SaveContestReport (draft, or submit) */
export const saveContestReport = (a: { templateID: number; content: string; submit: boolean }) =>
  http.call<ApiData<'/VERace/ExperimentalReport/SaveContestReport'>>({
    method: 'POST',
    url: url('SaveContestReport'),
    data: a,
  });
