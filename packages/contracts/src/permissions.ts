/**
 * The back office's permission map: which permission each page and each `/api/admin`
 * call needs, and which built-in role holds which permissions. The server enforces it on
 * every back-office call; the web builds the menu from the same table.
 */
export const PERMISSIONS = {
  contentType: 'content:type',
  contentPublish: 'content:publish',
  contentCheck: 'content:check',
  sensitiveWords: 'sensitive:manage',
  complaints: 'complaint:handle',
  operationLog: 'oplog:read',
  experts: 'expert:manage',
  ads: 'ad:manage',
  company: 'company:manage',
  theme: 'theme:manage',
  links: 'link:manage',
  charts: 'chart:manage',
  texts: 'text:manage',
  videos: 'video:manage',
  reports: 'report:manage',
  indexData: 'index:manage',
  indexAssess: 'index:assess',
  indexApprove: 'index:approve',
  analytics: 'analytics:read',
  staff: 'staff:manage',
  roles: 'role:manage',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS = Object.values(PERMISSIONS) as Permission[];

/** What the role editor (RoleManagement) calls each permission. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'content:type': '内容类型管理',
  'content:publish': '发布内容',
  'content:check': '内容审核',
  'sensitive:manage': '敏感词管理',
  'complaint:handle': '投诉处理',
  'oplog:read': '查看操作日志',
  'expert:manage': '专家管理',
  'ad:manage': '广告位管理',
  'company:manage': '公司简介',
  'theme:manage': '主题管理',
  'link:manage': '外部链接管理',
  'chart:manage': '行情图表管理',
  'text:manage': '文本管理',
  'video:manage': '视频管理',
  'report:manage': '研究报告管理',
  'index:manage': '指数产品管理',
  'index:assess': '价格评估',
  'index:approve': '价格审批',
  'analytics:read': '访问分析',
  'staff:manage': '员工管理',
  'role:manage': '角色管理',
};

/** The built-in role that holds every permission, always: its staff cannot all be removed. */
export const SUPER_ADMIN_ROLE = 'super_admin';

/** Built-in roles seeded on a new database (DESIGN.md §2 demo accounts). */
export const BUILT_IN_ROLES: Record<string, { name: string; permissions: Permission[] }> = {
  super_admin: { name: '超级管理员', permissions: ALL_PERMISSIONS },
  editor: {
    name: '内容编辑',
    permissions: [
      PERMISSIONS.contentType,
      PERMISSIONS.contentPublish,
      PERMISSIONS.texts,
      PERMISSIONS.videos,
      PERMISSIONS.reports,
      PERMISSIONS.ads,
      PERMISSIONS.links,
      PERMISSIONS.charts,
      PERMISSIONS.indexData,
      PERMISSIONS.company,
    ],
  },
  reviewer: {
    name: '内容审核',
    permissions: [PERMISSIONS.contentCheck, PERMISSIONS.complaints, PERMISSIONS.sensitiveWords],
  },
  analyst: { name: '数据分析', permissions: [PERMISSIONS.analytics] },
  // Maker and checker of index values: never the same person (four eyes).
  assessor: { name: '价格评估员', permissions: [PERMISSIONS.indexAssess] },
  approver: { name: '价格审批员', permissions: [PERMISSIONS.indexApprove] },
};

export interface BackPage {
  /** Route name under /back (spec §2). */
  name: string;
  title: string;
  permission: Permission;
  /** Menu group title; pages without one are hidden from the menu. */
  group?: string;
  hideInMenu?: boolean;
  keepAlive?: boolean;
}

const G_CONTENT = '内容管理';
const G_EXPERT = '专家管理';
const G_SITE = '站点管理';
const G_MARKET = '行情数据';
const G_VISIT = '访问分析';
const G_SYSTEM = '系统管理';
const P = PERMISSIONS;

/** Every back-office page of spec §2, in menu order; hidden pages last. */
export const BACK_PAGES: BackPage[] = [
  { name: 'ContentTypeManagement', title: '内容类型管理', permission: P.contentType, group: G_CONTENT },
  { name: 'PublishContentManagement', title: '发布内容管理', permission: P.contentPublish, group: G_CONTENT },
  { name: 'PublishContentManagementCopy', title: '发布内容管理（卡片视图）', permission: P.contentPublish, group: G_CONTENT },
  { name: 'ContentCheck', title: '内容审核', permission: P.contentCheck, group: G_CONTENT, keepAlive: true },
  { name: 'ContentCheckTest', title: '审核检测沙箱', permission: P.contentCheck, group: G_CONTENT },
  { name: 'SensitiveWordsManager', title: '敏感词管理', permission: P.sensitiveWords, group: G_CONTENT },
  { name: 'ComplainManager', title: '投诉管理', permission: P.complaints, group: G_CONTENT },
  { name: 'TextManagement', title: '文本管理', permission: P.texts, group: G_CONTENT },
  { name: 'VideoManagement', title: '视频管理', permission: P.videos, group: G_CONTENT },
  { name: 'ResearchReportManagement', title: '研究报告管理', permission: P.reports, group: G_CONTENT },
  { name: 'ExpertTypeManagement', title: '专家类型管理', permission: P.experts, group: G_EXPERT },
  { name: 'PortrayalManagement', title: '专家画像管理', permission: P.experts, group: G_EXPERT },
  { name: 'Advertising', title: '首页广告位管理', permission: P.ads, group: G_SITE },
  { name: 'CompanyProfile', title: '公司简介', permission: P.company, group: G_SITE },
  { name: 'Theme', title: '主题管理', permission: P.theme, group: G_SITE },
  { name: 'ExternalLinks', title: '外部链接管理', permission: P.links, group: G_SITE },
  { name: 'OperationLogManager', title: '操作日志', permission: P.operationLog, group: G_SITE },
  { name: 'MarketChartManagement', title: '行情图表管理', permission: P.charts, group: G_MARKET },
  { name: 'IndexProductManagement', title: '指数产品管理', permission: P.indexData, group: G_MARKET },
  // Index production: the assessor (maker) and the approver (checker) see only their own pages.
  { name: 'PriceContributorManagement', title: '报价机构', permission: P.indexAssess, group: G_MARKET },
  { name: 'PriceSubmissionManagement', title: '价格采集', permission: P.indexAssess, group: G_MARKET },
  { name: 'IndexAssessment', title: '价格评估', permission: P.indexAssess, group: G_MARKET },
  { name: 'IndexApproval', title: '价格审批', permission: P.indexApprove, group: G_MARKET },
  { name: 'IndexMethodology', title: '编制方法', permission: P.indexAssess, group: G_MARKET },
  { name: 'websiteBrowsing', title: '网站浏览统计', permission: P.analytics, group: G_VISIT },
  { name: 'RegionalAnalysis', title: '地域分析', permission: P.analytics, group: G_VISIT },
  { name: 'RealTimeVisitorAnalysis', title: '实时访客分析', permission: P.analytics, group: G_VISIT },
  { name: 'ContentsBrowsing', title: '内容浏览统计', permission: P.analytics, group: G_VISIT },
  { name: 'ClickStatistics', title: '点击统计', permission: P.analytics, group: G_VISIT },
  { name: 'StaffManagement', title: '员工管理', permission: P.staff, group: G_SYSTEM },
  { name: 'RoleManagement', title: '角色管理', permission: P.roles, group: G_SYSTEM },
  { name: 'LoginLockManagement', title: '登录锁定', permission: P.staff, group: G_SYSTEM },
  // Hidden from the menu: add, detail and handling pages.
  { name: 'ComplainDetail', title: '投诉详情', permission: P.complaints, hideInMenu: true },
  { name: 'PublishAdd', title: '发布内容', permission: P.contentPublish, hideInMenu: true },
  { name: 'PublishDetail', title: '内容详情', permission: P.contentPublish, hideInMenu: true },
  { name: 'ContentCheckDetail', title: '审核详情', permission: P.contentCheck, hideInMenu: true },
  { name: 'ContentCheckDetailCopy', title: '审核对比', permission: P.contentCheck, hideInMenu: true },
  { name: 'PortrayalDetail', title: '专家画像详情', permission: P.experts, hideInMenu: true },
  { name: 'MarketChartAdd', title: '新增行情图表', permission: P.charts, hideInMenu: true },
  { name: 'MarketChartDetail', title: '行情图表详情', permission: P.charts, hideInMenu: true },
  { name: 'TextAdd', title: '新增文本', permission: P.texts, hideInMenu: true },
  { name: 'TextDetail', title: '文本详情', permission: P.texts, hideInMenu: true },
  { name: 'ResearchReportAdd', title: '新增研究报告', permission: P.reports, hideInMenu: true },
  { name: 'ResearchReportDetail', title: '研究报告详情', permission: P.reports, hideInMenu: true },
  { name: 'ClickStatisticsDetail', title: '点击统计详情', permission: P.analytics, hideInMenu: true },
];
