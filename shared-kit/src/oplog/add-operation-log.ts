import { http } from '../http';

/** One operation-log entry (spec §3). */
export interface OperationLogEntry {
  appName: string;
  appVersion: string;
  ip: string;
  os: string;
  username: string;
  module: string;
  operation: string;
  content: string;
  operationTime: string;
  param1: string;
}

/** POST /VERace/OnlineNumber/AddOperationLog (an array of one entry). Logging never bothers the user. */
export function addOperationLog(entry: OperationLogEntry): Promise<unknown> {
  return http.call<unknown>(
    { method: 'POST', url: '/VERace/OnlineNumber/AddOperationLog', data: [entry] },
    { toast: false },
  );
}
