import { Language } from '../../domain/api';

/** Each language named in itself, so anyone can find their own. Not translated on purpose. */
export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = [
  { value: Language.EN, label: 'English' },
  { value: Language.FR, label: 'Français' },
  { value: Language.VI, label: 'Tiếng Việt' },
];
