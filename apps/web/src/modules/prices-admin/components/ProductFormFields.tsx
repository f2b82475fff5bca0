import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import {
  DELIVERY_BASES,
  DELIVERY_BASIS_NAMES,
  FREQUENCY_NAMES,
  INDEX_FREQUENCIES,
  INDEX_UNITS,
  type IndexFamilyRow,
  MAX_INDEX_DECIMALS,
  UNIT_NAMES,
} from '@coal/contracts';
import { DatePicker, TimePicker } from '../../../ui/ChinaDatePicker.ts';

export interface ProductFormFieldsProps {
  families: IndexFamilyRow[];
  editing: boolean;
}

const required = (message: string) => [{ required: true, message }];
const options = <K extends string>(keys: readonly K[], names: Record<K, string>) => keys.map((k) => ({ value: k, label: names[k] }));
const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五'].map((label, i) => ({ value: i + 1, label }));

/** Every field of an index product: catalogue, specification, base, release, methodology. */
export function ProductFormFields({ families, editing }: ProductFormFieldsProps) {
  const frequency = Form.useWatch<string>('frequency');
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="familyId" label="指数系列" rules={required('请选择指数系列')}>
          <Select options={families.map((f) => ({ value: f.id, label: `${f.name}（${f.code}）` }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="code"
          label="指数代码"
          rules={[...required('请输入指数代码'), { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, message: '只能由字母、数字、-、_ 组成，最长32位' }]}
          extra={editing ? '代码是数据导入与导出的键，保存后不可修改' : undefined}
        >
          <Input disabled={editing} maxLength={32} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="name" label="指数名称" rules={required('请输入指数名称')}>
          <Input maxLength={60} showCount />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="frequency" label="发布频率" rules={required('请选择发布频率')}>
          <Select options={options(INDEX_FREQUENCIES, FREQUENCY_NAMES)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="unit" label="单位" rules={required('请选择单位')}>
          <Select options={options(INDEX_UNITS, UNIT_NAMES)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="deliveryBasis" label="交货方式" rules={required('请选择交货方式')}>
          <Select options={options(DELIVERY_BASES, DELIVERY_BASIS_NAMES)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="deliveryPlace" label="交货地">
          <Input maxLength={60} placeholder="如 秦皇岛港、山西吕梁" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="calorificValue" label="发热量 kcal/kg">
          <InputNumber min={1000} max={8000} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="sulphur" label="硫分 %">
          <InputNumber min={0} max={10} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="ash" label="灰分 %">
          <InputNumber min={0} max={60} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="volatileMatter" label="挥发分 %">
          <InputNumber min={0} max={60} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="specNote" label="其他指标">
          <Input maxLength={200} placeholder="如 G值≥80、CSR≥60" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="basePeriod" label="基期" rules={required('请选择基期')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="baseValue" label="基值" rules={required('请输入基值')}>
          <InputNumber min={0.0001} max={9999999} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="decimals"
          label="小数位数"
          tooltip="该指数所有数值（最新值、历史、图表、分析与导出）统一显示的小数位数"
          rules={[
            { required: true, message: '请输入小数位数' },
            { type: 'integer', min: 0, max: MAX_INDEX_DECIMALS, message: `小数位数只能是0到${MAX_INDEX_DECIMALS}之间的整数` },
          ]}
        >
          <InputNumber min={0} max={MAX_INDEX_DECIMALS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="releaseTime" label="发布时间" rules={required('请选择发布时间')}>
          <TimePicker format="HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {frequency === 'weekly' ? (
        <Col span={8}>
          <Form.Item name="releaseWeekday" label="发布日" rules={required('请选择周度指数的发布日')}>
            <Select options={WEEKDAYS} />
          </Form.Item>
        </Col>
      ) : null}
      <Col span={8}>
        <Form.Item name="sortOrder" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="active" label="发布中" valuePropName="checked">
          <Switch checkedChildren="发布" unCheckedChildren="停发" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="methodology" label="编制方法" rules={required('请填写编制方法')}>
          <Input.TextArea rows={6} maxLength={10000} showCount placeholder="采集范围、价格口径、计算方法、发布安排，段落以换行分隔" />
        </Form.Item>
      </Col>
    </Row>
  );
}
