import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isProductEditorTab, type ProductEditorTab } from '../utils/catalogue-urls.ts';

/** The editor's tab lives in the URL hash (#attributes, #history, ...), so a tab can be linked to. */
export function useHashTab(): [ProductEditorTab, (tab: ProductEditorTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.replace(/^#/, '');
  const tab: ProductEditorTab = isProductEditorTab(hash) ? hash : 'details';
  const setTab = useCallback(
    (next: ProductEditorTab) => {
      void navigate({ pathname: location.pathname, search: location.search, hash: next }, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );
  return [tab, setTab];
}
