import { useEffect } from 'react';
import { FormModal } from '../../../ui/FormModal.tsx';
import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MANUAL_NOTICE_KINDS, NOTICE_KIND_NAMES, type PricingNotice } from '@coal/contracts';
import { useFamiliesQuery } from '../../prices/hooks/useFamiliesQuery.ts';
import type { NoticeInput } from '../api/indexAdminApi.ts';
import { useSaveNoticeMutation } from '../hooks/useIndexAdminMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { chinaNow } from '../../../lib/china-time.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface NoticeFormModalProps {
  notice: PricingNotice | null;
  open: boolean;
  onClose: () => void;
}

type NoticeForm = Omit<NoticeInput, 'effectiveDate' | 'id'> & { effectiveDate: Dayjs };

/** Add or edit a pricing notice, for a family, an index, or everyone. */
export function NoticeFormModal({ notice, open, onClose }: NoticeFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<NoticeForm>();
  const families = useFamiliesQuery();
  const save = useSaveNoticeMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      notice ? { ...notice, effectiveDate: dayjs(notice.effectiveDate) } : { kind: 'general', effectiveDate: chinaNow(), familyId: null, productId: null },
    );
  }, [open, notice, form]);

  const submit = async () => {
    const v = await form.validateFields();
    save.mutate(
      { ...v, id: notice?.id, effectiveDate: v.effectiveDate.format('YYYY-MM-DD') },
      {
        onSuccess: () => {
          void message.success('保存成功');
          onClose();
        },
      },
    );
  };

  const productOptions = (families.data ?? []).map((f) => ({
    label: f.name,
    options: f.products.map((p) => ({ value: p.id, label: `${p.name}（${p.code}）` })),
  }));

  return (
    <FormModal
      title={notice ? '编辑价格公告' : '新增价格公告'}
      open={open}
      width={720}
      form={form}
      name="price-notice"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="kind" label="公告类型" rules={[{ required: true, message: '请选择公告类型' }]}>
        <Select options={MANUAL_NOTICE_KINDS.map((k) => ({ value: k, label: NOTICE_KIND_NAMES[k] }))} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入公告标题' }]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="familyId" label="所属系列（可选）">
        <Select allowClear options={(families.data ?? []).map((f) => ({ value: f.id, label: f.name }))} />
      </Form.Item>
      <Form.Item name="productId" label="所属指数（可选，优先于系列）">
        <Select allowClear showSearch optionFilterProp="label" options={productOptions} />
      </Form.Item>
      <Form.Item name="effectiveDate" label="生效日期" rules={[{ required: true, message: '请选择生效日期' }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, message: '请输入公告内容' }]}>
        <Input.TextArea rows={8} maxLength={10000} showCount />
      </Form.Item>
    </FormModal>
  );
}
