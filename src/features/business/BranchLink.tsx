/**
 * A link to one branch's own screen (/branch, the branches screen), naming the branch in the
 * address (`?id=`) so that screen can open it.
 */
import type { ReactNode } from 'react';
import { InAppLink } from '../admin/InAppLink';

export function branchScreenHref(branchId: string): string {
  return `/branch?${new URLSearchParams({ id: branchId }).toString()}`;
}

export function BranchLink(props: { branchId: string; label: string; children: ReactNode }) {
  return (
    <InAppLink href={branchScreenHref(props.branchId)} label={props.label}>
      {props.children}
    </InAppLink>
  );
}
