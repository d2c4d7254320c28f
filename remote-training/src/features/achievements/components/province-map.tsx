// The portal's shared Highcharts core with the map module (Highcharts Maps); loaded with this tab only.
import { Highcharts } from '../../../common/charts/highcharts-zh';
import 'highcharts/modules/map';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import type { ProvinceStat } from '../api/achieve-api';
import topology from '../map/cn-all.topo.json';
import { PROVINCE_KEYS, provinceKey } from '../map/provinces';

const NAMES = Object.fromEntries(Object.entries(PROVINCE_KEYS).map(([name, key]) => [key, name]));

/** The China province map of spec §1: students per province, average exam score rate in the tooltip. */
export default function ProvinceMap({ stats }: { stats: ProvinceStat[] }) {
  const options = useMemo<Highcharts.Options>(() => {
    const byKey = new Map<string, ProvinceStat>();
    for (const s of stats) {
      const key = provinceKey(s.province);
      if (key) byKey.set(key, s);
    }
    return {
      chart: { map: topology as unknown as Highcharts.GeoJSON, height: 460 },
      title: { text: '学生地区分布' },
      mapNavigation: { enabled: true, buttonOptions: { verticalAlign: 'bottom' } },
      // Head counts are whole: no 0.25 / 0.5 steps on the legend (issue 33).
      colorAxis: { min: 0, allowDecimals: false, minColor: '#e6f4ff', maxColor: '#0958d9' },
      legend: { title: { text: '学生人数' } },
      tooltip: {
        formatter() {
          const key = String(
            (this as unknown as { point: { 'hc-key'?: string } }).point['hc-key'] ?? '',
          );
          const s = byKey.get(key);
          const name = NAMES[key] ?? key;
          if (!s) return `${name}：暂无学生`;
          const rate = s.avgPercent == null ? '—' : `${s.avgPercent}%`;
          return `${name}<br/>学生：${s.students} 人<br/>参加考试：${s.participants} 人<br/>平均得分率：${rate}`;
        },
      },
      series: [
        {
          type: 'map',
          name: '学生人数',
          joinBy: 'hc-key',
          data: [...byKey.entries()].map(([key, s]) => ({ 'hc-key': key, value: s.students })),
          nullColor: '#f5f5f5',
          states: { hover: { color: '#faad14' } },
          dataLabels: { enabled: false },
        },
      ],
    };
  }, [stats]);
  return (
    <div data-testid="province-map">
      <HighchartsReact highcharts={Highcharts} constructorType="mapChart" options={options} />
    </div>
  );
}
