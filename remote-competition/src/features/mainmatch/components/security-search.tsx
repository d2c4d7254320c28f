import { SearchOutlined } from '@ant-design/icons';
import { MESSAGES, SEARCH_LIMITS } from '@portal/shared-kit';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../../../common/use-debounced';
import { useQuery } from '../../../state/data-hooks';
import type { SecurityHit } from '../api/search-securities';

/** Props of the top-tab security search. */
export interface SecuritySearchProps {
  /** Choosing a result opens the deep-data view. */
  onOpen: (hit: SecurityHit) => void;
}

/**
 * Top-tab search (spec §5): by symbol, short name or pinyin abbreviation, debounced 200 ms,
 * up to 30 hits across the spec's markets; none found shows 未检索到相关结果.
 */
export function SecuritySearch({ onOpen }: SecuritySearchProps) {
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), SEARCH_LIMITS.TOP_TAB_DEBOUNCE_MS);
  const { data, loading } = useQuery('searchSecurities', { keyword }, { skip: !keyword });
  const hits = keyword ? (data ?? []) : [];
  const options = hits.map((h) => ({
    value: `${h.symbol}.${h.market}`,
    label: (
      <span className="cmp-search-hit">
        <b>{h.symbol}</b>
        <span>{h.shortname}</span>
        <small>{h.pyshortname}</small>
        <small>{h.market}</small>
      </span>
    ),
  }));
  return (
    <AutoComplete
      className="cmp-security-search"
      value={text}
      options={options}
      onChange={setText}
      onSelect={(value: string) => {
        const hit = hits.find((h) => `${h.symbol}.${h.market}` === value);
        setText('');
        if (hit) onOpen(hit);
      }}
      notFoundContent={keyword && !loading ? MESSAGES.NO_SEARCH_RESULT : null}
      popupMatchSelectWidth={320}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder="代码/简称/拼音"
        aria-label="证券搜索"
        allowClear
      />
    </AutoComplete>
  );
}
