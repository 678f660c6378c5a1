import { Button, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { BadgeLook } from '../../src/components/badge-look';
import { ButtonLook } from '../../src/components/button-look';
import { markup } from './mantine-markup';

type Case = Omit<ComponentProps<typeof ButtonLook>, 'ref'>;

/** Mantine's Button with the same props (a link when `href` is given). */
function mantine({ href, ...props }: Case) {
  return href === undefined ? <Button {...props} /> : <Button component="a" href={href} {...props} />;
}

const count = <BadgeLook color="teal" variant="white" size="md" circle>3</BadgeLook>;
const label = <Text span truncate="end" inherit>Main street</Text>;

describe("ButtonLook draws Mantine's Button markup without its code", () => {
  it.each<[string, Case]>([
    ['the branch switcher', { variant: 'default', size: 'md', px: 'sm', 'aria-label': 'Switch branch', title: 'Main street', maw: 180, visibleFrom: 'sm', children: label }],
    ['the branch switcher while switching', { variant: 'default', size: 'md', px: 'sm', 'aria-label': 'Switch branch', loading: true, title: 'Main street', maw: 180, visibleFrom: 'sm', children: label }],
    ['the branch switcher offline', { variant: 'default', size: 'md', px: 'sm', 'aria-label': 'Switch branch', disabled: true, title: 'Needs a connection', maw: 180, visibleFrom: 'sm', children: label }],
    ['a top-bar action with a count', { size: 'md', px: 'sm', variant: 'light', color: 'teal', 'aria-label': 'Online, 3 waiting', title: 'Online', rightSection: count, children: 'Online' }],
    ['a top-bar action, filled red', { size: 'md', px: 'sm', variant: 'filled', color: 'red', title: 'Offline', children: 'Offline' }],
    ['a top-bar action, default', { size: 'md', px: 'sm', variant: 'default', children: 'Clipboard' }],
    ['the sync attention button', { size: 'md', px: 'sm', color: 'red', variant: 'filled', 'aria-label': '2 need attention', children: '! 2' }],
    ['the current header tab', { href: '/appointment', variant: 'light', 'aria-current': 'page', size: 'md', px: 'sm', maw: 180, title: 'Appointment', children: label }],
    ['another header tab', { href: '/customers', target: '_blank', rel: 'noopener noreferrer', variant: 'subtle', size: 'md', px: 'sm', maw: 180, title: 'Customers', children: label }],
    ['Today, pressed', { variant: 'default', 'aria-pressed': true, children: 'Today' }],
    ['the open clipboard', { variant: 'filled', 'aria-pressed': true, rightSection: count, children: 'Clipboard' }],
    ['New booking', { children: 'New booking' }],
    ['New booking, disabled', { disabled: true, children: 'New booking' }],
    ['Clock in, disabled', { size: 'xs', variant: 'default', disabled: true, children: 'Clock in' }],
    ['Walk-in', { size: 'xs', children: 'Walk-in' }],
    ['Update now, waiting for the sync', { size: 'md', loading: true, children: 'Update now' }],
    ['Go home', { href: '/', size: 'md', children: 'Go home' }],
  ])('%s', (_name, props) => {
    expect(markup(<ButtonLook {...props} />)).toBe(markup(mantine(props)));
  });
});
