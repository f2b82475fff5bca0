import { MobileFeed } from '../../modules/mobile-content/MobileFeed.tsx';

/** /mobile/newPost: the newest articles of every section. */
export function MobileNewPostPage() {
  return <MobileFeed name="all" />;
}
