import { http, type ReportTradeRecord } from '@portal/shared-kit';

/** A report template linked to a contest I take part in, with my report on it (if any). */
export interface ContestReport {
  reportID: number | null;
  templateID: number;
  title: string;
  requirement: string;
  matchID: number | null;
  /** The contest's name. */
  linkTitle: string;
  /** Sanitized HTML (bare allowed tags). */
  content: string;
  status: number;
  statusName: string;
  score: number | null;
  comment: string;
  submitTime: string | null;
  tradeRecord?: ReportTradeRecord | null;
}

const url = (name: string) => `/VERace/ExperimentalReport/${name}`;

/** GET /VERace/ExperimentalReport/SearchMyContestReports */
export const searchMyContestReports = () =>
  http.call<ContestReport[]>({ method: 'GET', url: url('SearchMyContestReports') });
/** GET /VERace/ExperimentalReport/GetContestReport (the report with the contest trading record) */
export const getContestReport = (a: { templateID: number }) =>
  http.call<ContestReport>({ method: 'GET', url: url('GetContestReport'), params: a });
/** POST /VERace/ExperimentalReport/SaveContestReport (draft, or submit) */
export const saveContestReport = (a: { templateID: number; content: string; submit: boolean }) =>
  http.call<{ status: number; statusName: string }>({
    method: 'POST',
    url: url('SaveContestReport'),
    data: a,
  });
