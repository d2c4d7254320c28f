/** Code tables of spec §3 and §4, split by area; one door for all of them. */
export { labelOf, type CodeTable } from './code-table-lookup';
export * from './code-tables-trading';
export * from './code-tables-training';
export * from './code-tables-market';
export * from './code-tables-login';
