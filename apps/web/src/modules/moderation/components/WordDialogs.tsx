import { useState } from 'react';
import { EnterSubmits } from '../../../ui/EnterSubmits.tsx';
import { SENSITIVE_LEVELS } from '@coal/contracts';
import { InboxOutlined } from '@ant-design/icons';
import { AutoComplete, Checkbox, Form, Input, Modal, Select, Upload } from 'antd';
import { useAddSensitiveWordMutation, useImportSensitiveWordsMutation, useSensitiveCategoriesQuery } from '../hooks/useSensitiveWords.ts';
import { ImportReportView } from './ImportReportView.tsx';
import { requiredText } from '../../../ui/formRules.ts';

export const LEVEL_OPTIONS = Object.entries(SENSITIVE_LEVELS).map(([value, label]) => ({ value: Number(value), label }));

function CategoryInput(props: { value?: string; onChange?: (v: string) => void }) {
  const categories = useSensitiveCategoriesQuery();
  return <AutoComplete {...props} placeholder="如：政治、广告、辱骂（选填）" options={(categories.data ?? []).map((c) => ({ value: c }))} allowClear />;
}

/** 新增敏感词 */
export function AddWordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ word: string; category?: string; level: number }>();
  const add = useAddSensitiveWordMutation();
  const submit = async () => {
    const v = await form.validateFields();
    await add.mutateAsync({ word: v.word.trim(), category: v.category?.trim() || undefined, level: v.level });
    onClose();
  };
  return (
    <Modal open={open} title="新增敏感词" onOk={() => void submit().catch(() => undefined)} confirmLoading={add.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ level: 2 }} onFinish={() => void submit().catch(() => undefined)}>
        <EnterSubmits />
        <Form.Item name="word" label="敏感词" rules={requiredText('请输入敏感词', 50, '敏感词不能超过50个字符')}>
          <Input />
        </Form.Item>
        <Form.Item name="category" label="分类">
          <CategoryInput />
        </Form.Item>
        <Form.Item name="level" label="级别">
          <Select options={LEVEL_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 导入词库: a text/CSV file (one word a line), options, then the import's report. */
export function ImportWordsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ category?: string; level: number; skipInvalid: boolean }>();
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportSensitiveWordsMutation();
  const submit = async () => {
    const v = await form.validateFields();
    if (!file) return;
    importer.mutate({ file, options: { category: v.category?.trim() || undefined, level: v.level, skipInvalid: Boolean(v.skipInvalid) } });
  };
  const outcome = importer.data;
  return (
    <Modal
      open={open}
      title="导入敏感词"
      width={720}
      okText={outcome?.ok ? '完成' : '开始导入'}
      okButtonProps={{ disabled: !file && !outcome?.ok }}
      confirmLoading={importer.isPending}
      onOk={() => (outcome?.ok ? onClose() : void submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ level: 2, skipInvalid: false }}>
        <Upload.Dragger
          accept=".txt,.csv,text/plain,text/csv"
          maxCount={1}
          beforeUpload={(picked) => {
            setFile(picked);
            importer.reset();
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>点击或拖入词库文件</p>
          <p className="coal-muted">UTF-8 或 GBK 编码的文本（每行一个敏感词）或 CSV（敏感词,分类,级别），不超过5MB</p>
        </Upload.Dragger>
        <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
          <Form.Item name="category" label="默认分类" style={{ flex: 1 }}>
            <CategoryInput />
          </Form.Item>
          <Form.Item name="level" label="默认级别" style={{ width: 140 }}>
            <Select options={LEVEL_OPTIONS} />
          </Form.Item>
        </div>
        <Form.Item name="skipInvalid" valuePropName="checked">
          <Checkbox>忽略错误行，仅导入正确的行</Checkbox>
        </Form.Item>
      </Form>
      {outcome?.report ? <ImportReportView ok={outcome.ok} message={outcome.message} report={outcome.report} /> : null}
    </Modal>
  );
}
