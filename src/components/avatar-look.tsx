/**
 * Mantine's Avatar markup drawn without Avatar's code (issue 18: the first load): the user
 * menu's initials and the board's technician headers, styled by Mantine's own Avatar.css, which
 * the first load's stylesheet holds anyway. Only `color="initials"` with a name: the initials
 * and their colour are Mantine's rules, copied (it does not export them). A blank name draws the
 * coloured circle empty, where Mantine draws its person icon: every user and technician has a
 * name. tests/components/avatar-look.test.tsx renders each case beside Mantine's and compares the
 * markup, so a Mantine upgrade that changes it fails there, not on screen.
 */
import { useState } from 'react';
import { rem } from '@mantine/core';
import { transparentBorder, type ThemeColor, type Vars } from './theme-colors';

/** Mantine's getInitials: the first letters of the first two words, or a word's first two. */
export function initialsOf(name: string, limit = 2): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, limit).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, limit)
    .join('')
    .toUpperCase();
}

const INITIALS_COLORS = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'orange', 'pink', 'red', 'teal', 'violet'] as const satisfies readonly ThemeColor[];

/** Mantine's getInitialsColor: a colour picked by the name's Java-style string hash. */
export function initialsColorOf(name: string): ThemeColor {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'blue';
}

type Props = {
  name: string;
  /** px */
  size: number;
  src?: string | null;
  alt: string;
};

export function AvatarLook({ name, size, src, alt }: Props) {
  // The picture that failed to load: its initials stand in, until the address changes.
  const [failed, setFailed] = useState<string | null>(null);
  const color = initialsColorOf(name);
  const style: Vars = {
    '--avatar-size': rem(size),
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
    '--avatar-bd': transparentBorder(),
  };
  return (
    <div className="m_f85678b6 mantine-Avatar-root" style={style}>
      {src && failed !== src ? (
        <img className="m_11f8ac07 mantine-Avatar-image" src={src} alt={alt} onError={() => setFailed(src)} />
      ) : (
        <span className="m_104cd71f mantine-Avatar-placeholder" title={alt}>
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
