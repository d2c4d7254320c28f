// The portal's one shared Highcharts (scripts/webpack/shared-deps.cjs) with the stock module.
import Highcharts from 'highcharts';
import 'highcharts/modules/stock';
// Screen-reader support, and no "Consider including the accessibility module" console warning.
// It attaches to the Highcharts loaded just before it (window._Highcharts), so keep this order.
import 'highcharts/modules/accessibility';
// The official Chinese language pack (issue 33): tooltips, menus and screen-reader texts. It
// comes after the modules, whose English defaults it replaces.
import 'highcharts/i18n/zh-CN';

// Chinese labels and a terminal look once for every chart of this remote.
Highcharts.setOptions({
  lang: {
    months: [
      '一月',
      '二月',
      '三月',
      '四月',
      '五月',
      '六月',
      '七月',
      '八月',
      '九月',
      '十月',
      '十一月',
      '十二月',
    ],
    shortMonths: [
      '1月',
      '2月',
      '3月',
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
      '9月',
      '10月',
      '11月',
      '12月',
    ],
    weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    rangeSelectorZoom: '',
    loading: '加载中…',
    noData: '暂无数据',
  },
  time: { timezone: 'Asia/Shanghai' },
  credits: { enabled: false },
});

/** Highcharts with the stock module, configured for this remote. */
export { Highcharts };

/** Rise and fall colours of the Chinese market: red up, green down. */
export const RISE_COLOR = '#e0403a';
export const FALL_COLOR = '#1a9a4a';
