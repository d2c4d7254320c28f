export * from './add-operation-log';
