// Development only (`npm run dev -w <remote>`): the standalone page of a remote. The portal never
// loads it; a remote's bootstrap imports it as '@portal/shared-kit/dev'.
export * from './standalone-app';
export * from './route-index';
