import { App, Form, Input, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';
import type { Condition, PlateList, Scheme, ScreenDefinition } from './api/stockpick-types';
import type { ConditionDraft } from './components/condition-builder';
import { cleanConditions, indicatorIndex } from './condition-text';

export const PAGE_SIZE = 20;
const START: ConditionDraft[] = [{ indexId: 'pe' }, { indexId: 'roe' }];

/** The scheme to save from the screen; an edit keeps the scheme's trading settings. */
function schemeToSave(
  editing: Scheme | undefined,
  schemeName: string,
  conditions: Condition[],
  plateIds: number[],
) {
  return {
    schemeId: editing?.schemeId,
    rebalanceDays: editing?.rebalanceDays,
    holdings: editing?.holdings,
    weighting: editing?.weighting,
    sortBy: editing?.sortBy,
    sortOrder: editing?.sortOrder,
    schemeName,
    conditions,
    plateIds,
  };
}

/** The screen's data: indicators, plates, the conditions being written, the asked query and the save. */
export function useConditionalStock() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const groups = useQuery('getIndexList', {});
  const plates = useQuery('getPlateList', {});
  const ranges = useQuery('getIndexRange', {});
  const [drafts, setDrafts] = useState<ConditionDraft[]>(START);
  const [plateIds, setPlateIds] = useState<number[]>([]);
  const [asked, setAsked] = useState<ScreenDefinition | null>(null);
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ schemeName: string }>();
  // ?schemeId= edits a saved scheme: its conditions load here and saving updates it.
  const [params] = useSearchParams();
  const editId = Number(params.get('schemeId')) || 0;
  const schemes = useQuery('getSchemes', {}, { skip: !editId });
  const editing = schemes.data?.find((x) => x.schemeId === editId);
  useEffect(() => {
    if (!editing) return;
    setDrafts(editing.conditions);
    setPlateIds(editing.plateIds ?? []);
  }, [editing]);
  const defs = useMemo(() => indicatorIndex(groups.data), [groups.data]);
  const result = useQuery(
    'queryStocks',
    { ...(asked ?? { conditions: [] }), pageIndex: page, pageSize: PAGE_SIZE },
    { skip: !asked },
  );
  const save = useMutation('saveScheme');
  useMutationDone(save, (ok) => {
    if (!ok) return;
    setSaving(false);
    void message.success('方案已保存');
  });
  const conditions = cleanConditions(drafts);
  const run = () => {
    if (!conditions.length) {
      void message.warning('请至少设置一个选股条件');
      return;
    }
    setPage(1);
    setAsked({ conditions, plateIds, sortBy: asked?.sortBy, sortOrder: asked?.sortOrder });
  };
  const submitScheme = () =>
    void form
      .validateFields()
      .then((v) =>
        save.run(schemeToSave(editing, v.schemeName.trim(), conditions, plateIds), ['getSchemes']),
      );
  return {
    navigate,
    groups,
    plates,
    ranges,
    drafts,
    setDrafts,
    plateIds,
    setPlateIds,
    asked,
    setAsked,
    page,
    setPage,
    saving,
    setSaving,
    form,
    editing,
    defs,
    result,
    save,
    conditions,
    run,
    submitScheme,
  };
}

/** The plate select's two groups, industries and concepts, each with its stock count. */
export function plateOptionsOf(plates: PlateList | undefined) {
  return [
    {
      label: '行业',
      title: '行业',
      options: (plates?.industries ?? []).map((p) => ({
        value: p.plateId,
        label: `${p.plateName}（${p.count}）`,
      })),
    },
    {
      label: '概念',
      title: '概念',
      options: (plates?.concepts ?? []).map((p) => ({
        value: p.plateId,
        label: `${p.plateName}（${p.count}）`,
      })),
    },
  ];
}

/** The 保存方案 dialog: the scheme's name (an edit starts from the saved one). */
export function SaveSchemeModal(props: {
  open: boolean;
  loading: boolean;
  form: FormInstance<{ schemeName: string }>;
  schemeName: string;
  onCancel: () => void;
  onOk: () => void;
}) {
  return (
    <Modal
      title="保存方案"
      open={props.open}
      okText="保存"
      cancelText="取消"
      confirmLoading={props.loading}
      onCancel={props.onCancel}
      onOk={props.onOk}
      destroyOnHidden
    >
      <Form
        form={props.form}
        layout="vertical"
        preserve={false}
        initialValues={{ schemeName: props.schemeName }}
      >
        <Form.Item
          name="schemeName"
          label="方案名称"
          rules={[
            { required: true, whitespace: true, message: '请输入方案名称' },
            { max: 40, message: '方案名称不能超过40个字' },
          ]}
        >
          <Input placeholder="如：低估值高ROE" maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
