import { ActionIcon } from '@mantine/core';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionIconLook } from '../../src/components/action-icon-look';
import { AvatarLook } from '../../src/components/avatar-look';
import { markup } from './mantine-markup';

type Case = Omit<ComponentProps<typeof ActionIconLook>, 'ref'>;

const icon = <svg aria-hidden="true" />;

describe("ActionIconLook draws Mantine's ActionIcon markup without its code", () => {
  it.each<[string, Case]>([
    ['the previous day', { variant: 'default', 'aria-label': 'Previous day', children: icon }],
    ['the first technician: no previous', { variant: 'default', 'aria-label': 'Previous technician', disabled: true, children: icon }],
    ['a narrow top-bar action, light teal', { variant: 'light', color: 'teal', size: 'xl', 'aria-label': 'Online', children: icon }],
    ['a narrow top-bar action, filled red', { variant: 'filled', color: 'red', size: 'xl', 'aria-label': 'Offline', children: icon }],
    ['a narrow top-bar action, default', { variant: 'default', size: 'xl', 'aria-label': 'Clipboard', children: icon }],
    ['the overflow menu', { variant: 'default', size: 'xl', 'aria-label': 'More actions', hiddenFrom: 'sm', children: icon }],
    ['the overflow menu while switching branch', { variant: 'default', size: 'xl', 'aria-label': 'More actions', loading: true, hiddenFrom: 'sm', children: icon }],
    ['the user menu', { variant: 'subtle', radius: 'xl', size: 'xl', 'aria-label': 'User menu', title: 'Anna Tran', children: <AvatarLook name="Anna Tran" size={38} alt="" /> }],
    ['a turn moved up', { size: 'sm', variant: 'subtle', 'aria-label': 'Move Anna up', children: icon }],
    ['the first turn: no move up', { size: 'sm', variant: 'subtle', 'aria-label': 'Move Anna up', disabled: true, children: icon }],
  ])('%s', (_name, props) => {
    expect(markup(<ActionIconLook {...props} />)).toBe(markup(<ActionIcon {...props} />));
  });
});
