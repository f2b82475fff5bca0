import { useEffect, useState } from 'react';
import type { ExpertProfile } from '@coal/contracts';
import { AutoComplete, Button, Col, Form, Input, InputNumber, Row, Select, Statistic, Switch } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { useExpertTypesQuery } from '../../questions/hooks/useQuestionQueries.ts';
import type { ExpertInput } from '../api/expertsAdminApi.ts';
import { useExpertCandidatesQuery } from '../hooks/useExpertsAdmin.ts';
import { requiredText } from '../../../ui/formRules.ts';

/** PortrayalDetail: the expert's profile (new: pick a member by account) and statistics. */
export function ExpertProfileForm({ expert, saving, onSubmit }: { expert?: ExpertProfile; saving: boolean; onSubmit: (input: ExpertInput) => void }) {
  const [form] = Form.useForm<ExpertInput>();
  const types = useExpertTypesQuery();
  const [keyword, setKeyword] = useState('');
  const candidates = useExpertCandidatesQuery(keyword, !expert && keyword.length > 0);
  useEffect(() => {
    if (expert) form.setFieldsValue({ ...expert, photoPath: expert.photoPath || undefined, expertTypeIds: expert.expertTypes.map((t) => t.id) });
  }, [expert, form]);
  const finish = (v: ExpertInput) => onSubmit({ ...v, id: expert?.id, name: v.name.trim(), expertTypeIds: v.expertTypeIds ?? [] });
  return (
    <Form form={form} layout="vertical" initialValues={{ enabled: true, sortOrder: 0, expertTypeIds: [] }} onFinish={finish} aria-label="专家画像">
      {expert ? (
        <Row gutter={16} style={{ marginBottom: 16 }}>
          <Col span={6}>
            <Statistic title="回答数" value={expert.answerCount} />
          </Col>
          <Col span={6}>
            <Statistic title="回答的问题" value={expert.answeredQuestionCount} />
          </Col>
          <Col span={6}>
            <Statistic title="获赞" value={expert.thumbsUpReceived} />
          </Col>
          <Col span={6}>
            <Statistic title="最近回答" value={formatDateTime(expert.lastAnswerTime) || '—'} />
          </Col>
        </Row>
      ) : (
        <Form.Item name="loginId" label="会员账号" rules={[{ required: true, message: '请选择要设为专家的会员' }]} extra="输入账号或昵称搜索会员">
          <AutoComplete
            onSearch={(v) => setKeyword(v.trim())}
            options={(candidates.data ?? []).filter((c) => !c.isExpert).map((c) => ({ value: c.loginId, label: `${c.loginId}（${c.nickname}）` }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          <Form.Item name="photoPath" label="照片">
            <ImageUploadField uploadUrl="/api/admin/experts/upload" width={120} height={150} label="照片" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={18}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label="姓名" rules={requiredText('请输入专家姓名', 30, '姓名不能超过30个字符')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="title" label="职称" rules={[{ max: 50, message: '不能超过50个字符' }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="organization" label="机构" rules={[{ max: 100, message: '不能超过100个字符' }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="expertTypeIds" label="专家领域">
                <Select mode="multiple" options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
              </Form.Item>
            </Col>
          </Row>
        </Col>
      </Row>
      <Form.Item name="introduction" label="简介" rules={[{ max: 2000, message: '简介不能超过2000个字符' }]}>
        <Input.TextArea rows={5} showCount maxLength={2000} />
      </Form.Item>
      <Row gutter={24}>
        <Col>
          <Form.Item name="sortOrder" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
