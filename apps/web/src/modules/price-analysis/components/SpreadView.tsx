import { useState } from 'react';
import { Button, Input, List, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type IndexFamily, SPREAD_MODE_NAMES, SPREAD_MODES, type SavedSpread, type SpreadMode } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { createSpread, deleteSpread, exportSpread, getSpread, listSpreads, renameSpread, type RangeParams } from '../api/analysisApi.ts';
import { spreadSeries, spreadTitle } from '../utils/analysisCharts.ts';
import { QueryState } from './QueryState.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

const SPREADS_KEY = ['priceAnalysis', 'spreads'] as const;

export interface SpreadViewProps {
  code: string;
  families: IndexFamily[];
  range: RangeParams;
}

/** The difference or ratio of two indexes over time; a member saves pairs as named series. */
export function SpreadView({ code, families, range }: SpreadViewProps) {
  const { message } = useAntdApp();
  const client = useQueryClient();
  const [codeA, setCodeA] = useState(code);
  const [codeB, setCodeB] = useState<string | undefined>(undefined);
  const [mode, setMode] = useState<SpreadMode>('difference');
  const [naming, setNaming] = useState<{ id: number | null; name: string } | null>(null);
  const options = families.map((f) => ({ label: f.name, title: f.name, options: f.products.map((p) => ({ value: p.code, label: p.name, title: p.name })) }));
  const params = codeB ? { codeA, codeB, mode, ...range } : null;
  const spread = useQuery({ queryKey: ['priceAnalysis', 'spread', params], queryFn: () => getSpread(params!), enabled: params !== null && codeA !== codeB });
  const saved = useQuery({ queryKey: SPREADS_KEY, queryFn: listSpreads });
  const refresh = () => client.invalidateQueries({ queryKey: SPREADS_KEY });
  const onExportError = (e: Error) => void message.error(e.message);
  const save = useMutation({
    mutationFn: async (v: { id: number | null; name: string }) =>
      v.id === null ? createSpread({ name: v.name, codeA, codeB: codeB!, mode }) : renameSpread(v.id, v.name),
    onSuccess: () => {
      void message.success('保存成功');
      setNaming(null);
      void refresh();
    },
  });
  // Refusals (同名, 不存在) are shown by the query client's mutation cache.
  const remove = useMutation({ mutationFn: deleteSpread, onSuccess: () => void refresh() });
  const open = (s: SavedSpread) => {
    setCodeA(s.codeA);
    setCodeB(s.codeB);
    setMode(s.mode);
  };
  const data = spread.data;

  return (
    <div className="coal-analysis-spread">
      <div>
        <Space style={{ marginBottom: 12 }} wrap>
          <Select
            aria-label="指数A"
            style={{ width: 220 }}
            options={options}
            value={codeA}
            onChange={setCodeA}
            showSearch
            optionFilterProp="label"
            virtual={false}
          />
          <Select
            aria-label="指数B"
            style={{ width: 220 }}
            options={options}
            value={codeB}
            onChange={setCodeB}
            placeholder="选择指数B"
            showSearch
            optionFilterProp="label"
            virtual={false}
          />
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as SpreadMode)}
            options={SPREAD_MODES.map((m) => ({ value: m, label: SPREAD_MODE_NAMES[m] }))}
          />
          <Button disabled={!params || codeA === codeB} onClick={() => setNaming({ id: null, name: '' })}>
            保存为我的价差
          </Button>
          <Button disabled={!params || codeA === codeB} onClick={() => params && exportSpread(params).catch(onExportError)}>
            导出价差 CSV
          </Button>
          <Button disabled={!params || codeA === codeB} onClick={() => params && exportSpread(params, 'xlsx').catch(onExportError)}>
            导出价差 Excel
          </Button>
        </Space>
        {!codeB ? (
          <p className="coal-analysis-muted">选择指数B，查看两个指数之差或之比（如港口价与坑口价、焦煤与焦炭），仅含两者均有数据的日期。</p>
        ) : codeA === codeB ? (
          <p className="coal-analysis-muted">请选择两个不同的指数</p>
        ) : (
          <QueryState pending={spread.isPending} error={spread.error} empty={(data?.points.length ?? 0) === 0} emptyText="所选区间两个指数没有共同日期的数据">
            {data ? (
              <>
                <div className="coal-analysis-muted">{spreadTitle(data)}</div>
                <Chart option={buildTrendOption({ series: spreadSeries(data) })} height={260} ariaLabel={`${spreadTitle(data)}走势`} />
              </>
            ) : null}
          </QueryState>
        )}
      </div>
      <List<SavedSpread>
        aria-label="我的价差"
        size="small"
        header="我的价差"
        bordered
        loading={saved.isPending}
        dataSource={saved.data ?? []}
        locale={{ emptyText: '还没有保存的价差' }}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button key="open" type="link" size="small" onClick={() => open(s)}>
                查看
              </Button>,
              <Button key="rename" type="link" size="small" onClick={() => setNaming({ id: s.id, name: s.name })}>
                重命名
              </Button>,
              <Popconfirm key="delete" title={`删除“${s.name}”？`} onConfirm={() => remove.mutate(s.id)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={s.name} description={`${s.codeA} / ${s.codeB} · ${SPREAD_MODE_NAMES[s.mode]}`} />
          </List.Item>
        )}
      />
      <Modal
        title={naming?.id ? '重命名价差' : '保存为我的价差'}
        open={naming !== null}
        okText="保存"
        confirmLoading={save.isPending}
        onCancel={() => setNaming(null)}
        onOk={() => naming && save.mutate(naming)}
        destroyOnHidden
      >
        <Input
          aria-label="价差名称"
          placeholder="如：港口-坑口价差"
          maxLength={30}
          value={naming?.name ?? ''}
          onChange={(e) => setNaming((n) => (n ? { ...n, name: e.target.value } : n))}
        />
      </Modal>
    </div>
  );
}
