export * from './portal-manifest-store';
