import './forex-detail.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadConfig } from './config';

/** Boot: read config.json and the query, then render the one page. */
const root = createRoot(document.getElementById('root') as HTMLElement);
void loadConfig(window.location.search).then((config) => {
  document.title = `${config.symbol} 外汇行情详情`;
  root.render(createElement(App, { config }));
});
