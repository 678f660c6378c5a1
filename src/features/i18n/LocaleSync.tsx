import { useEffect } from 'react';
import { useCachedSession } from '../../data/hooks';
import { activateLanguage } from './activate-language';
import { pickBrowserLanguage } from './language-pick';

/**
 * Follows the branch language cached in Dexie (get-language); with nobody signed in, the
 * browser's language. Rendered once at the root; renders nothing.
 */
export function LocaleSync() {
  const session = useCachedSession();
  const branchLanguage = session?.language?.language;
  useEffect(() => {
    if (session === undefined) return; // still reading Dexie: keep the start-up language
    const language = branchLanguage ?? pickBrowserLanguage(navigator.languages);
    void activateLanguage(language);
  }, [session, branchLanguage]);
  return null;
}
