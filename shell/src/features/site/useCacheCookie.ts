// Spec 4, cache mode: a cookie named cache is set to yes or no according to whether the query
// parameter __set_cache equals yes.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useCacheCookie() {
  const { search } = useLocation();
  useEffect(() => {
    const value = new URLSearchParams(search).get('__set_cache');
    if (value === null) return;
    document.cookie = `cache=${value === 'yes' ? 'yes' : 'no'}; Path=/; SameSite=Lax`;
  }, [search]);
}
