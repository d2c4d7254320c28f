import { Alert, Tabs } from 'antd';
import { memo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { deepDataActions, selectF9List, selectF9Notice } from '../state/deep-data.slice';

/**
 * The open deep-data codes as closable tabs (at most 7): clicking activates one, closing deletes
 * it; the over-limit notice shows above.
 */
export const F9List = memo(function F9List({ names }: { names: Record<string, string> }) {
  const dispatch = useDispatch();
  const list = useSelector(selectF9List);
  const notice = useSelector(selectF9Notice);
  const active = list.find((e) => e.isActive)?.code;
  return (
    <div className="sz-f9-list" data-testid="f9-list">
      {notice && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => dispatch(deepDataActions.noticeClosed()) }}
          title={notice}
          data-testid="f9-notice"
        />
      )}
      <Tabs
        type="editable-card"
        hideAdd
        activeKey={active}
        onChange={(code) => dispatch(deepDataActions.entryActivated(code))}
        onEdit={(code, action) => {
          if (action === 'remove' && typeof code === 'string') {
            dispatch(deepDataActions.entryRemoved(code));
          }
        }}
        items={list.map((e) => ({
          key: e.code,
          label: names[e.code] ? `${names[e.code]} ${e.code}` : e.code,
          closable: true,
        }))}
      />
    </div>
  );
});
