import { message } from 'antd';
// The static holder's theme and locale are set where the providers are defined.
import './antd-providers';

export { message };
