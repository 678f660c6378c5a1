/**
 * A link to another screen of the app: a real link (a new tab works), followed inside the app
 * without a reload. For addresses built at run time (a record's screen with its `?id=`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

export function InAppLink(props: { href: string; label?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier (new tab, new window) is the browser's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href: props.href });
  };
  return (
    <Anchor href={props.href} onClick={follow} size="sm" aria-label={props.label}>
      {props.children}
    </Anchor>
  );
}
