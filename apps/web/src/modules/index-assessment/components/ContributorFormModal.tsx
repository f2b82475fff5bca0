import { useEffect } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { CONTRIBUTOR_KIND_NAMES, CONTRIBUTOR_KINDS, type Contributor } from '@coal/contracts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { requiredText } from '../../../ui/formRules.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import type { ContributorInput } from '../api/assessmentApi.ts';
import { useSaveContributorMutation } from '../hooks/useAssessmentMutations.ts';

export interface ContributorFormModalProps {
  contributor: Contributor | null;
  open: boolean;
  onClose: () => void;
}

type ContributorForm = Omit<ContributorInput, 'id'>;

/** Add or edit a contributor; its members are portal login ids, comma-separated. */
export function ContributorFormModal({ contributor, open, onClose }: ContributorFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ContributorForm>();
  const save = useSaveContributorMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      contributor
        ? { ...contributor, memberLoginIds: contributor.memberLoginIds.join(',') }
        : { name: '', kind: 'producer', region: '', memberLoginIds: '', active: true },
    );
  }, [open, contributor, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { ...values, id: contributor?.id },
      {
        onSuccess: () => {
          void message.success('保存成功');
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={contributor ? '编辑报价机构' : '新增报价机构'}
      open={open}
      form={form}
      name="price-contributor"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label="机构名称" rules={requiredText('请输入机构名称', 60, '机构名称最多60个字')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="kind" label="机构类型" rules={[{ required: true, message: '请选择机构类型' }]}>
        <Select options={CONTRIBUTOR_KINDS.map((k) => ({ value: k, label: CONTRIBUTOR_KIND_NAMES[k] }))} />
      </Form.Item>
      <Form.Item name="region" label="地区">
        <Input maxLength={60} placeholder="如 山西太原" />
      </Form.Item>
      <Form.Item name="memberLoginIds" label="关联会员账号" extra="门户会员的登录账号，多个用逗号分隔；关联后该会员可在个人中心填报价格。">
        <Input.TextArea rows={2} maxLength={2000} placeholder="如 member,trader01" />
      </Form.Item>
      <Form.Item name="active" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
