/**
 * A link to one branch's own screen (/branch, the branches screen), naming the branch in the
 * address (`?id=`) so that screen can open it: a real link (a new tab works), followed inside
 * the app without a reload.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

export function branchScreenHref(branchId: string): string {
  return `/branch?${new URLSearchParams({ id: branchId }).toString()}`;
}

export function BranchLink(props: { branchId: string; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = branchScreenHref(props.branchId);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier (new tab, new window) is the browser's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Anchor href={href} onClick={follow} size="sm" aria-label={props.label}>
      {props.children}
    </Anchor>
  );
}
