export { OptionsSection } from './options-section';
export type { OptionKind } from './options-api';
