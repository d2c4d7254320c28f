import { MESSAGES } from '@portal/shared-kit';
import { AutoComplete, Input } from 'antd';
import { memo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';

/**
 * Trading-side security search (spec §5): code, short name or pinyin initials, filtered by the
 * page's security types, at most 5 hits; an empty result reads 未检索到相关结果.
 */
export const SecuritySearch = memo(function SecuritySearch({
  onPick,
}: {
  onPick: (code: string) => void;
}) {
  const dispatch = useDispatch();
  const keyword = useSelector(sel.selectKeyword);
  const hits = useSelector(sel.selectHits);
  const searching = useSelector(sel.selectSearching);
  const options = hits.map((h) => ({
    value: `${h.symbol}.${h.market}`,
    label: (
      <div className="sz-hit">
        <span>{h.symbol}</span>
        <span>{h.shortname}</span>
        <span className="sz-muted">{h.pyshortname}</span>
      </div>
    ),
  }));
  return (
    <AutoComplete
      className="sz-search"
      value={keyword}
      options={options}
      onSearch={(v) => dispatch(tradingActions.searchChanged(v))}
      onSelect={(code: string) => {
        dispatch(tradingActions.searchChanged(''));
        onPick(code);
      }}
      notFoundContent={keyword.trim() && !searching ? MESSAGES.NO_SEARCH_RESULT : null}
      popupMatchSelectWidth={320}
    >
      <Input.Search placeholder="代码/简称/拼音" aria-label="证券搜索" allowClear />
    </AutoComplete>
  );
});
