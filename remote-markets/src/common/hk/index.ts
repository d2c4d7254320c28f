export { HkSection } from './hk-section';
