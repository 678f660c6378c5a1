import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { loadedErrorWording, loadErrorWording, type ErrorWording } from './error-wording';

/**
 * An inline error in words (describeError): null while there is no error, and at the first
 * error for the few ms the error wording takes to load (src/features/i18n/error-wording.ts).
 */
export function useErrorText(error: unknown): string | null {
  const { i18n } = useLingui();
  const [wording, setWording] = useState<ErrorWording | null>(loadedErrorWording);
  const failed = error !== null && error !== undefined;
  useEffect(() => {
    if (!failed || wording) return;
    let current = true;
    void loadErrorWording().then((loaded) => current && setWording(loaded));
    return () => {
      current = false;
    };
  }, [failed, wording]);
  return failed && wording ? wording.describeError(error, i18n) : null;
}
