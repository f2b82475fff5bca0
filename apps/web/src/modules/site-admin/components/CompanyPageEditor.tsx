import { useEffect, useState } from 'react';
import { COMPANY_PAGES, COMPANY_PAGE_NAMES, type CompanyPageCode } from '@coal/contracts';
import { Button, Form, Input, Segmented, Skeleton } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import { useAdminCompanyPagesQuery, useUpdateCompanyPageMutation } from '../hooks/useSiteAdmin.ts';
import { requiredText } from '../../../ui/formRules.ts';

/** 公司简介 / 联系我们 / 免责声明: title and rich text of each fixed page. */
export function CompanyPageEditor() {
  const pages = useAdminCompanyPagesQuery();
  const update = useUpdateCompanyPageMutation();
  const [code, setCode] = useState<CompanyPageCode>('intro');
  const [form] = Form.useForm<{ title: string; content: string }>();
  const page = pages.data?.find((p) => p.code === code);
  useEffect(() => {
    form.setFieldsValue({ title: page?.title ?? COMPANY_PAGE_NAMES[code], content: page?.content ?? '' });
  }, [page, code, form]);
  if (pages.isLoading) return <Skeleton active />;
  return (
    <>
      <Segmented
        value={code}
        onChange={(v) => setCode(v as CompanyPageCode)}
        options={COMPANY_PAGES.map((c) => ({ value: c, label: COMPANY_PAGE_NAMES[c] }))}
        style={{ marginBottom: 12 }}
      />
      {page ? (
        <span className="coal-muted" style={{ marginLeft: 12 }}>
          最后更新：{formatDateTime(page.updatedAt)}
        </span>
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => update.mutate({ code, title: v.title.trim(), content: v.content ?? '' })}>
        <Form.Item name="title" label="标题" rules={requiredText('请输入标题', 100, '标题不能超过100个字符')}>
          <Input />
        </Form.Item>
        <Form.Item name="content" label="内容">
          <LazyRichTextEditor />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form>
    </>
  );
}
