export * from './section-frame';
