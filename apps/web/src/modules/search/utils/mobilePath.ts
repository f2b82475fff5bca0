/**
 * Where a search hit (its portal path) opens on a phone: notices have a mobile page, an index
 * and a commentary open the index's mobile page; the rest open on the portal.
 */
export const mobilePath = (path: string): string =>
  path
    .replace(/^\/portal\/(?:NoticeDetail|NewsDetail)\?/, '/mobile/notice/detail?')
    .replace(/^\/portal\/IndexCommentary\?id=/, '/mobile/PriceIndexPro1?commentary=')
    .replace(/^\/portal\/Price\?(?:[^#]*&)?code=([^&#]+).*$/, '/mobile/PriceIndexPro1?code=$1');
