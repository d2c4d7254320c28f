import { searchTpInfos } from '../../common/api/search-tp-infos';
import * as api from './api/report-api';

/** Endpoint clients of the experiment reports. */
export const reportOps = {
  searchReportTemplates: () => api.searchReportTemplates(),
  addReportTemplate: api.addReportTemplate,
  searchReports: api.searchReports,
  searchMyReports: () => api.searchMyReports(),
  saveReport: api.saveReport,
  getReport: api.getReport,
  markReport: api.markReport,
  reportClasses: () => api.reportClasses(),
  getMyReportTrades: api.getMyReportTrades,
  searchLinkableContests: () => api.searchLinkableContests(),
  reportProjects: () => searchTpInfos({ pageSize: 1000 }),
};
