import type { AdminAdItem, AdSaveBodyInput } from '@coal/contracts';
import { AD_SLOT_NAMES, type AdSlot } from '@coal/contracts';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaWallClock } from '../../../lib/china-time.ts';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { requiredText } from '../../../ui/formRules.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

type AdValues = Omit<AdSaveBodyInput, 'startAt' | 'endAt'> & { period?: [Dayjs | null, Dayjs | null] | null };

export const SLOT_OPTIONS = (Object.keys(AD_SLOT_NAMES) as AdSlot[]).map((value) => ({ value, label: AD_SLOT_NAMES[value] }));
export const LINK_RULE = { pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/, message: '链接须为 http(s) 地址或以 / 开头的站内路径' };

/** An ad: slot, title, image (uploaded), link, order, active period, enabled. */
export function AdForm({
  ad,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  ad: AdminAdItem | null;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm<AdValues>();
  const submit = async () => {
    const v = await form.validateFields();
    onSubmit({
      id: ad?.id,
      slot: v.slot,
      title: v.title.trim(),
      imagePath: v.imagePath,
      link: v.link?.trim(),
      sort: v.sort ?? 0,
      startAt: v.period?.[0]?.format('YYYY-MM-DD HH:mm') ?? '',
      endAt: v.period?.[1]?.format('YYYY-MM-DD HH:mm') ?? '',
      enabled: v.enabled,
    });
  };
  // The picker shows and sends China wall-clock time, whatever the browser's zone.
  const initial: Partial<AdValues> = ad
    ? {
        ...ad,
        link: ad.link ?? undefined,
        period: ad.startAt || ad.endAt ? [ad.startAt ? chinaWallClock(ad.startAt) : null, ad.endAt ? chinaWallClock(ad.endAt) : null] : null,
      }
    : { slot: 'home-top', sort: 0, enabled: true };
  return (
    <Modal
      open={open}
      width={640}
      title={ad ? '编辑广告' : '新增广告'}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="slot" label="广告位" rules={[{ required: true, message: '请选择广告位' }]}>
          <Select options={SLOT_OPTIONS} />
        </Form.Item>
        <Form.Item name="title" label="广告标题" rules={requiredText('请输入广告标题', 100, '标题不能超过100个字符')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="imagePath"
          label="广告图片"
          rules={[{ required: true, message: '请上传广告图片' }]}
          extra="建议尺寸：顶部轮播 1200×400，中部横幅 1200×100，侧栏 300×180；不超过20MB"
        >
          <ImageUploadField uploadUrl="/api/admin/ad/upload" width={300} height={100} />
        </Form.Item>
        <Form.Item name="link" label="跳转链接" rules={[LINK_RULE]}>
          <Input placeholder="https://… 或 /portal/Notice" />
        </Form.Item>
        <Form.Item name="period" label="有效期" extra="留空表示长期有效">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24 }}>
          <Form.Item name="sort" label="排序（越小越靠前）">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
