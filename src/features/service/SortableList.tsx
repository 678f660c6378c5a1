/**
 * A list reordered by dragging its handles (@dnd-kit/sortable): a mouse or pen drags after
 * 6 px, a finger after holding the handle 180 ms (as on the board, so a swipe still scrolls),
 * and the keyboard picks an item up with Space and moves it with the arrows. The list only
 * says where an item was dropped; the caller decides the new order (or refuses it).
 */
import type { CSSProperties, ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MOUSE_DRAG_DISTANCE, TOUCH_DRAG_DELAY, TOUCH_DRAG_TOLERANCE } from '../appointment/board/dnd-sensors';
import { MouseAndPenSensor } from '../appointment/board/pointer-sensors';

export type SortableItem = {
  id: string;
  label: string;
  detail?: ReactNode;
  /** Shown one step in (a variant under its main service). */
  indent?: boolean;
  muted?: boolean;
};

function Row(props: { item: SortableItem; disabled: boolean; selected: boolean; onSelect?: () => void }) {
  const { t } = useLingui();
  const { item } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: props.disabled });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    marginLeft: item.indent ? 28 : 0,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const label = item.label;
  return (
    <li ref={setNodeRef} style={style} aria-label={label}>
      <Paper withBorder p={4} pr="sm" shadow={isDragging ? 'md' : undefined} bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size={44}
            aria-label={t`Move ${label}`}
            disabled={props.disabled}
            style={{ touchAction: 'none', cursor: props.disabled ? undefined : 'grab' }}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </ActionIcon>
          <Stack gap={0} style={{ flex: 1, minWidth: 0, cursor: props.onSelect ? 'pointer' : undefined }} onClick={props.onSelect}>
            <Text size="sm" fw={500} c={item.muted ? 'dimmed' : undefined} truncate>
              {item.label}
            </Text>
            {item.detail ? (
              <Text size="xs" c="dimmed" truncate>
                {item.detail}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}

export function SortableList(props: {
  /** The list's name for assistive technology (and tests). */
  label: string;
  items: readonly SortableItem[];
  /** Offline or without the right: the order shows, nothing moves. */
  disabled: boolean;
  onMove: (activeId: string, overId: string) => void;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => props.items.find((i) => i.id === id)?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id);
      return t`Picked up ${name}.`;
    },
    onDragOver: ({ active, over }) => {
      const name = nameOf(active.id);
      const place = over ? nameOf(over.id) : '';
      return over ? t`${name} is over ${place}.` : t`${name} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      const place = over ? nameOf(over.id) : '';
      return over ? t`${name} was dropped at the place of ${place}.` : t`${name} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      return t`Moving ${name} was cancelled.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t`To move an item, press Space, move it with the arrow keys, then press Space again to drop it or Escape to cancel.` },
      }}
    >
      <SortableContext items={props.items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ul" gap={6} aria-label={props.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.items.map((item) => (
            <Row
              key={item.id}
              item={item}
              disabled={props.disabled}
              selected={props.selectedId === item.id}
              onSelect={props.onSelect ? () => props.onSelect?.(item.id) : undefined}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
