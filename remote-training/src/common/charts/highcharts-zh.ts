// The shared Highcharts with its official Chinese language pack (issue 33): tooltips (开盘, 最高,
// 最低, 收盘), menus and the screen-reader descriptions of every chart of this remote read Chinese.
// The modules bring English defaults of their own, so they load first and the pack last; the
// pack sets the language once on the core loaded before it (window._Highcharts).
import Highcharts from 'highcharts';
import 'highcharts/modules/stock';
import 'highcharts/modules/map';
import 'highcharts/modules/accessibility';
import 'highcharts/i18n/zh-CN';

export { Highcharts };
