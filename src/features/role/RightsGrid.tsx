/**
 * The rights grid of a role (spec part 2 §3 Role, §6): every right of src/domain/rights.ts under
 * its module, each Allow, Deny or Not set, with Allow all, Deny all and Clear per module. A
 * module the plan does not include shows "Not in your plan" and its rights stay as they are; a
 * branch admin cannot newly allow what they do not hold (the server refuses both the same way).
 */
import { memo } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isLicensed, RIGHT_ACTIONS, RightSetting } from '../../domain/rights';
import { RIGHT_GROUPS, rightsOfGroup, settingOf, type RightGroup, type RoleEditor, type RoleSettings } from '../../domain/people/role-rights';
import { ACTION_LABELS, MODULE_LABELS, SPECIAL_LABELS } from './right-labels';

type Change = (rights: readonly string[], setting: RightSetting) => void;

/** Whether the editor may set `right` to `setting` on this role: never newly allow what the plan lacks or (a branch admin) what they do not hold. */
function canSet(editor: RoleEditor, initial: RoleSettings, right: string, setting: RightSetting): boolean {
  if (setting !== RightSetting.ALLOW || settingOf(initial, right) === RightSetting.ALLOW) return true;
  return isLicensed(right, editor.rightsPM) && (editor.tenantAdmin || editor.rights.includes(right));
}

type ModuleProps = { group: RightGroup; settings: RoleSettings; initial: RoleSettings; editor: RoleEditor; readOnly: boolean; onChange: Change };

/**
 * A module redraws only when one of its own rights changes: a click elsewhere in the grid (a
 * hundred controls) leaves it be. `onChange` is left out: it always sets the form's values.
 */
function sameModule(a: ModuleProps, b: ModuleProps): boolean {
  if (a.group !== b.group || a.initial !== b.initial || a.editor !== b.editor || a.readOnly !== b.readOnly) return false;
  return rightsOfGroup(a.group).every((r) => settingOf(a.settings, r) === settingOf(b.settings, r));
}

const ModuleRights = memo(function ModuleRights(props: ModuleProps) {
  const { t, i18n } = useLingui();
  const { group, editor } = props;
  const moduleName = i18n._(MODULE_LABELS[group.module]);
  const rights = rightsOfGroup(group);
  const locked = !rights.some((r) => isLicensed(r, editor.rightsPM));
  const nameOf = (right: string) => {
    const action = RIGHT_ACTIONS.find((a) => group.actions[a] === right);
    const special = SPECIAL_LABELS[right];
    return i18n._(action ? ACTION_LABELS[action] : (special ?? { id: right }));
  };
  const settable = (setting: RightSetting) => rights.filter((r) => canSet(editor, props.initial, r, setting));
  const options = (right: string) =>
    [RightSetting.ALLOW, RightSetting.DENY, RightSetting.NOT_SET].map((value) => ({
      value,
      label: value === RightSetting.ALLOW ? t`Allow` : value === RightSetting.DENY ? t`Deny` : t`Not set`,
      disabled: !canSet(editor, props.initial, right, value),
    }));

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={moduleName}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={4} size="h5">
            {moduleName}
          </Title>
          {locked ? (
            <Badge color="gray" variant="light">{t`Not in your plan`}</Badge>
          ) : props.readOnly ? null : (
            <Group gap={4} wrap="wrap">
              <Button size="compact-xs" variant="subtle" onClick={() => props.onChange(settable(RightSetting.ALLOW), RightSetting.ALLOW)} aria-label={t`Allow all of ${moduleName}`}>
                {t`Allow all`}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => props.onChange(rights, RightSetting.DENY)} aria-label={t`Deny all of ${moduleName}`}>
                {t`Deny all`}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => props.onChange(rights, RightSetting.NOT_SET)} aria-label={t`Clear ${moduleName}`}>
                {t`Clear`}
              </Button>
            </Group>
          )}
        </Group>
        {rights.map((right) => {
          const name = nameOf(right);
          return (
            <Group key={right} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={t`${moduleName}: ${name}`}
                value={settingOf(props.settings, right)}
                data={options(right)}
                disabled={props.readOnly || locked}
                onChange={(value) => props.onChange([right], value === RightSetting.ALLOW ? RightSetting.ALLOW : value === RightSetting.DENY ? RightSetting.DENY : RightSetting.NOT_SET)}
                style={{ flexShrink: 0 }}
              />
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}, sameModule);

export function RightsGrid(props: { settings: RoleSettings; initial: RoleSettings; editor: RoleEditor; readOnly?: boolean; onChange?: Change }) {
  const noop: Change = () => undefined;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {RIGHT_GROUPS.map((group) => (
        <ModuleRights
          key={group.module}
          group={group}
          settings={props.settings}
          initial={props.initial}
          editor={props.editor}
          readOnly={props.readOnly ?? false}
          onChange={props.onChange ?? noop}
        />
      ))}
    </SimpleGrid>
  );
}
