import { MobileSearch } from '../../modules/search/components/MobileSearch.tsx';

/** /mobile/search?q=… */
export function MobileSearchPage() {
  return <MobileSearch />;
}
