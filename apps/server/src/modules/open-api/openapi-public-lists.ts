/** The OpenAPI operations of the portal's public lists (the same for everyone). */
import {
  articleListQuery,
  articleNoticeListQuery,
  bannersQuery,
  expertListQuery,
  expertTypeQuery,
  questionListQuery,
  textListQuery,
  textsByCategoryQuery,
  topQuestionsQuery,
} from '@coal/contracts';
import { z } from 'zod';
import type { Operation } from './openapi-operation.ts';

/** The portal's public lists (the same for everyone): items described by their fields in docs/api-*.md. */
export function publicLists(): Operation[] {
  const item = z.object({ id: z.number() }).catchall(z.unknown());
  const page = z.object({ list: z.array(item), total: z.number(), currentPage: z.number(), pageSize: z.number() });
  const articles = (path: string, operationId: string, summary: string, query: z.ZodType = articleListQuery): Operation => ({
    path,
    operationId,
    tag: '资讯',
    summary,
    query,
    data: ['ArticlePage', page],
  });
  const categories = (path: string, operationId: string, summary: string): Operation => ({
    path,
    operationId,
    tag: '资料库',
    summary,
    data: ['LibraryCategoryList', z.array(item)],
  });
  return [
    articles('/api/article/findTopArticles', 'listTopArticles', '置顶资讯'),
    articles('/api/article/findHotArticles', 'listHotArticles', '热门资讯'),
    articles('/api/article/findDynamicList', 'listMemberPosts', '会员动态（最新）'),
    articles('/api/article/findDynamicListCopy', 'listMemberPostsByInteraction', '会员动态（按互动排序）'),
    articles('/api/article/findTopNewNoticeList', 'listLatestNotices', '最新公告'),
    articles('/api/article/findFrontArticles', 'listPlatformArticles', '平台发布的资讯'),
    articles('/api/article/findAllList', 'listAllArticles', '全部资讯'),
    articles('/api/article/findNewsList', 'listNewsArticles', '市场资讯（公告以外）'),
    articles('/api/article/findNoticeListByCategoryId', 'listNoticesByCategory', '某分类的公告', articleNoticeListQuery),
    {
      path: '/api/articleCategory/findCategoryList',
      operationId: 'listArticleCategories',
      tag: '资讯',
      summary: '资讯分类树',
      data: ['CategoryTree', z.array(item)],
    },
    {
      path: '/api/banner/getBanners',
      operationId: 'listBanners',
      tag: '站点',
      summary: '某广告位当前的广告',
      query: bannersQuery,
      data: ['BannerList', z.array(item)],
    },
    categories('/api/text/findCategoryList', 'listTextCategories', '文本库分类'),
    categories('/api/researchReport/findCategoryList', 'listReportCategories', '研究报告分类'),
    categories('/api/video/findCategoryList', 'listVideoCategories', '视频分类'),
    { path: '/api/text/findTextInfoList', operationId: 'listTexts', tag: '资料库', summary: '已发布的文本', query: textListQuery, data: ['TextPage', page] },
    {
      path: '/api/text/findTextListByCategoryId',
      operationId: 'listTextsByCategory',
      tag: '资料库',
      summary: '某分类已发布的文本',
      query: textsByCategoryQuery,
      data: ['TextPage', page],
    },
    {
      path: '/api/questionAnswer/findQuestionList',
      operationId: 'listQuestions',
      tag: '专家问答',
      summary: '问答大厅',
      query: questionListQuery,
      data: ['QuestionPage', page],
    },
    {
      path: '/api/questionAnswer/findTopQuestions',
      operationId: 'listTopQuestions',
      tag: '专家问答',
      summary: '首页问答',
      query: topQuestionsQuery,
      data: ['QuestionList', z.array(item)],
    },
    {
      path: '/api/questionAnswer/getExpertList',
      operationId: 'listExperts',
      tag: '专家问答',
      summary: '专家',
      query: expertListQuery,
      data: ['ExpertPage', page],
    },
    {
      path: '/api/expertType/selectAllByModel',
      operationId: 'listExpertTypes',
      tag: '专家问答',
      summary: '专家类型',
      query: expertTypeQuery,
      data: ['ExpertTypeList', z.array(item)],
    },
  ];
}
