/** POST /VERace/OnlineNumber/AddOperationLog: the one client lives in shared-kit (every area logs). */
export { addOperationLog, type OperationLogEntry } from '@portal/shared-kit';
