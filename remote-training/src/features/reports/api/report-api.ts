import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

export interface ReportTemplate {
  templateID: number;
  title: string;
  requirement: string;
  classNames: string;
  submitted: number;
  marked: number;
  createTime: string;
}

/** A report; status (spec §3): 0/1 未提交, 2 未批阅, 3 批阅中, 4 已批阅. */
export interface Report {
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
}

const url = (name: string) => `${TRAINING_API}/Report/${name}`;

/** GET /VETrain/Report/SearchTemplates */
export const searchReportTemplates = () =>
  http.call<ReportTemplate[]>({ method: 'GET', url: url('SearchTemplates') });
/** POST /VETrain/Report/AddTemplate */
export const addReportTemplate = (a: { title: string; requirement: string; classIDs: number[] }) =>
  http.call<{ templateID: number }>({ method: 'POST', url: url('AddTemplate'), data: a });
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
export const markReport = (a: { reportID: number; score: number; comment: string }) =>
  http.call<boolean>({ method: 'POST', url: url('MarkReport'), data: a });
/** GET /VETrain/Class/SearchClasses (the template's classes) */
export const reportClasses = () =>
  http.call<Paged<TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });
