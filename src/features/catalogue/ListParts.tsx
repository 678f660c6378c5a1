/** Pieces every catalogue list shares: its title bar, search box, read problems and pager. */
import type { ReactNode } from 'react';
import { Group, Pagination, Text, TextInput, Title } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { Page } from '../../domain/catalogue/contract';
import { describeError } from '../i18n/error-messages';
import { ReadLoading, ReadProblem } from '../appointment/panels/ReadProblem';
import type { OnlineLoad } from '../appointment/panels/use-online-load';

export function ListHeader(props: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} size="h3">
        {props.title}
      </Title>
      <Group gap="sm">{props.actions}</Group>
    </Group>
  );
}

export function ListSearch(props: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      type="search"
      value={props.value}
      maxLength={100}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maw={420}
    />
  );
}

/** Offline, failed or first load: what to show instead of the rows (null when rows can show). */
export function ListStatus<T>(props: { state: OnlineLoad<T>; hasData: boolean; offlineMessage: string; loadingLabel: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  const { state } = props;
  if (state.status === 'offline') return <ReadProblem offline message={props.offlineMessage} onRetry={props.onRetry} />;
  if (state.status === 'failed') return <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={props.onRetry} />;
  if (!props.hasData && (state.status === 'loading' || state.status === 'idle')) return <ReadLoading label={props.loadingLabel} />;
  return null;
}

export function ListPager<T>(props: { page: Page<T>; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const { total, size, page } = props.page;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Plural value={total} one="# record" other="# records" />
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={props.onPage}
          getControlProps={(control) => (control === 'next' ? { 'aria-label': t`Next page` } : control === 'previous' ? { 'aria-label': t`Previous page` } : {})}
          getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
        />
      ) : null}
    </Group>
  );
}
