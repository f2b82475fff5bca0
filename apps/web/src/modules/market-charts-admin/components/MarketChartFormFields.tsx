import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import {
  CHART_PLACEMENT_NAMES,
  CHART_PLACEMENTS,
  CHART_RANGE_NAMES,
  CHART_RANGES,
  CHART_TYPE_NAMES,
  CHART_TYPES,
  type ChartProductOption,
  MAX_COMPARE_CODES,
} from '@coal/contracts';

export interface MarketChartFormFieldsProps {
  products: ChartProductOption[];
}

function groupByFamily(products: ChartProductOption[]) {
  const groups = new Map<string, { label: string; options: Array<{ value: string; label: string }> }>();
  for (const p of products) {
    const group = groups.get(p.familyCode) ?? { label: p.familyName, options: [] };
    group.options.push({ value: p.code, label: `${p.name}（${p.code}）${p.active ? '' : '〔已停发〕'}` });
    groups.set(p.familyCode, group);
  }
  return [...groups.values()];
}

/** Title, type, series (in display order), placements, range, order, state and remark. */
export function MarketChartFormFields({ products }: MarketChartFormFieldsProps) {
  return (
    <>
      <Form.Item name="title" label="图表标题" rules={[{ required: true, message: '请输入图表标题' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题">
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="chartType" label="图表类型" rules={[{ required: true }]}>
        <Radio.Group optionType="button" options={CHART_TYPES.map((t) => ({ value: t, label: CHART_TYPE_NAMES[t] }))} />
      </Form.Item>
      <Form.Item
        name="productCodes"
        label={`展示的指数（按选择顺序，最多${MAX_COMPARE_CODES}个）`}
        rules={[{ required: true, type: 'array', min: 1, message: '请选择指数' }]}
      >
        <Select mode="multiple" maxCount={MAX_COMPARE_CODES} options={groupByFamily(products)} optionFilterProp="label" virtual={false} />
      </Form.Item>
      <Form.Item name="placements" label="展示位置" rules={[{ required: true, type: 'array', min: 1, message: '请选择展示位置' }]}>
        <Checkbox.Group options={CHART_PLACEMENTS.map((p) => ({ value: p, label: CHART_PLACEMENT_NAMES[p] }))} />
      </Form.Item>
      <Form.Item name="rangePreset" label="时间范围" rules={[{ required: true }]}>
        <Select options={CHART_RANGES.map((r) => ({ value: r, label: CHART_RANGE_NAMES[r] }))} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="sortOrder" label="排序（小的在前）">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="active" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </>
  );
}
