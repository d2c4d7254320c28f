import { MESSAGES, useInjected } from '@portal/shared-kit';
import { AutoComplete, Button, Input } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { loadF9List } from '../../../../common';
import { F9List } from './components/f9-list';
import { SecurityProfile } from './components/security-profile';
import { deepDataSaga } from './state/deep-data.saga';
import {
  DEEP_DATA_KEY,
  deepDataActions,
  deepDataSlice,
  selectActiveCode,
  selectF9Hits,
  selectF9Keyword,
  selectNames,
} from './state/deep-data.slice';

/** Deep data (F9): the list of open codes and the active one's data; `?code=` adds a code. */
export function DeepDataPage() {
  useInjected({ key: DEEP_DATA_KEY, reducer: deepDataSlice.reducer, saga: deepDataSaga });
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const code = params.get('code');
  const keyword = useSelector(selectF9Keyword);
  const hits = useSelector(selectF9Hits);
  const names = useSelector(selectNames);
  const active = useSelector(selectActiveCode);

  useEffect(() => {
    dispatch(deepDataActions.listLoaded(loadF9List()));
    if (code) dispatch(deepDataActions.entryAdded(code));
  }, [dispatch, code]);

  return (
    <div className="sz-page">
      <div className="sz-panel sz-filters">
        <AutoComplete
          className="sz-search"
          value={keyword}
          options={hits.map((h) => ({
            value: `${h.symbol}.${h.market}`,
            label: `${h.symbol} ${h.shortname} ${h.pyshortname}`,
          }))}
          onSearch={(v) => dispatch(deepDataActions.searchChanged(v))}
          onSelect={(v: string) => {
            dispatch(deepDataActions.searchChanged(''));
            dispatch(deepDataActions.entryAdded(v));
          }}
          notFoundContent={keyword.trim() ? MESSAGES.NO_SEARCH_RESULT : null}
        >
          <Input.Search placeholder="添加证券：代码/简称/拼音" aria-label="添加深度资料证券" />
        </AutoComplete>
        {active && (
          <Link to={`/SHSZMarkets/index?code=${active}`}>
            <Button size="small">去交易</Button>
          </Link>
        )}
      </div>
      <div className="sz-panel">
        <F9List names={names} />
        <SecurityProfile />
      </div>
    </div>
  );
}
