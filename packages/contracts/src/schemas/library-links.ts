/** 外部链接: the trading systems, mobile app and partner sites linked from the portal. */
import { z } from 'zod';
import { filePathField, flagField, IMAGE_PATH, idField, linkField, optionalField, optionalText, sortField, withPage, requiredText } from './fields.ts';

export const LINK_GROUPS = ['trade', 'logistics', 'settlement', 'payment', 'scf', 'mobile', 'partner'] as const;
export type LinkGroup = (typeof LINK_GROUPS)[number];
export const LINK_GROUP_NAMES: Record<LinkGroup, string> = {
  trade: '交易系统',
  logistics: '物流系统',
  settlement: '结算系统',
  payment: '支付系统',
  scf: '供应链金融',
  mobile: '移动App',
  partner: '合作网站',
};
export const linkGroupField = z.enum(LINK_GROUPS, { error: '链接分组有误' });

export const linkListQuery = z.object({ group: optionalField(linkGroupField) });
export type LinkListQuery = z.output<typeof linkListQuery>;
export type LinkListQueryInput = z.input<typeof linkListQuery>;

export const linkSaveBody = z.object({
  group: linkGroupField,
  name: requiredText('请输入链接名称', 50),
  url: linkField(),
  iconPath: optionalField(filePathField(IMAGE_PATH, '图标有误，请重新上传')),
  description: optionalText(200),
  sort: sortField,
  enabled: flagField(true),
});
export type LinkSaveBody = z.output<typeof linkSaveBody>;
export type LinkSaveBodyInput = z.input<typeof linkSaveBody>;
export const linkUpdateBody = linkSaveBody.extend({ id: idField() });
export type LinkUpdateBody = z.output<typeof linkUpdateBody>;
export type LinkUpdateBodyInput = z.input<typeof linkUpdateBody>;
export const adminLinkListQuery = withPage(z.object({ group: optionalField(linkGroupField), name: optionalText(50) }));
export type AdminLinkListQuery = z.output<typeof adminLinkListQuery>;
export type AdminLinkListQueryInput = z.input<typeof adminLinkListQuery>;

export interface ExternalLink {
  id: number;
  group: LinkGroup;
  groupName: string;
  name: string;
  url: string;
  iconPath: string | null;
  description: string;
  sort: number;
}

export interface AdminLinkItem extends ExternalLink {
  enabled: boolean;
  updatedAt: string;
}
