// The landing page's own controls: antd's look without antd (its core stays off the first load).
export { PlainButton, type PlainButtonProps } from './plain-button';
export { PlainField, helpIdOf } from './plain-field';
export { PasswordInput, TextInput, type TextInputProps } from './plain-input';
export { ErrorAlert } from './plain-alert';
export { PlainTabs, type PlainTab, type PlainTabsProps } from './plain-tabs';
export { PlainTooltip } from './plain-tooltip';
