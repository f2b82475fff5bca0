import { useEffect } from 'react';
import { Button, Card, Col, Form, Row, Skeleton, Space } from 'antd';
import type { MarketChart } from '@coal/contracts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import type { ChartSaveInput } from '../api/marketChartsAdminApi.ts';
import { useAdminChartQuery } from '../hooks/useAdminChartQuery.ts';
import { useChartProductOptionsQuery } from '../hooks/useChartProductOptionsQuery.ts';
import { useSaveChartMutation } from '../hooks/useChartMutations.ts';
import { ChartPreview } from './ChartPreview.tsx';
import { MarketChartFormFields } from './MarketChartFormFields.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface MarketChartEditorProps {
  /** The chart shown and edited (MarketChartDetail); none adds one (MarketChartAdd). */
  id?: number | null;
}

type FormValues = Omit<ChartSaveInput, 'id'>;

const NEW_CHART: FormValues = {
  title: '',
  subtitle: '',
  chartType: 'line',
  productCodes: [],
  placements: ['home'],
  rangePreset: '1Y',
  sortOrder: 0,
  active: true,
  remark: '',
};

const toValues = (c: MarketChart): FormValues => ({ ...c, productCodes: c.series.map((s) => s.code) });

/** MarketChartAdd / MarketChartDetail: the chart's settings beside a live preview. */
export function MarketChartEditor({ id }: MarketChartEditorProps) {
  const { message } = useAntdApp();
  const navigate = useAppNavigate();
  const [form] = Form.useForm<FormValues>();
  const detail = useAdminChartQuery(id ?? null);
  const products = useChartProductOptionsQuery();
  const save = useSaveChartMutation();
  const watched = Form.useWatch([], form) as Partial<FormValues> | undefined;

  useEffect(() => {
    form.setFieldsValue(detail.data ? toValues(detail.data) : NEW_CHART);
  }, [detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { ...NEW_CHART, ...values, id: id ?? undefined },
      {
        onSuccess: ({ id: savedId }) => {
          void message.success('保存成功');
          if (!id) navigate(`/back/MarketChartDetail?id=${savedId}`, { replace: true });
        },
      },
    );
  };

  const title = id ? `行情图表详情${detail.data ? `：${detail.data.title}` : ''}` : '新增行情图表';
  if (id && detail.isPending)
    return (
      <ManagerLayout title={title} backLink="/back/MarketChartManagement">
        <Skeleton active />
      </ManagerLayout>
    );
  if (id && !detail.data)
    return (
      <ManagerLayout title={title} backLink="/back/MarketChartManagement">
        <Empty description="图表不存在" />
      </ManagerLayout>
    );
  return (
    <ManagerLayout title={title} backLink="/back/MarketChartManagement">
      <Row gutter={16}>
        <Col xs={24} xl={11}>
          <Card>
            <Form form={form} layout="vertical" name="market-chart" initialValues={NEW_CHART}>
              <MarketChartFormFields products={products.data ?? []} />
              <Space>
                <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
                  保存
                </Button>
                <Button onClick={() => navigate('/back/MarketChartManagement')}>返回列表</Button>
              </Space>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <Card title="预览">
            <ChartPreview
              title={watched?.title ?? ''}
              codes={watched?.productCodes ?? []}
              chartType={watched?.chartType ?? 'line'}
              range={watched?.rangePreset ?? '1Y'}
            />
          </Card>
        </Col>
      </Row>
    </ManagerLayout>
  );
}
