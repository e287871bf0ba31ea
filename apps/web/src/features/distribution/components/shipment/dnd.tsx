import {
  KeyboardCode,
  useDraggable,
  useDroppable,
  type Announcements,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** What is dragged: some of a unit, from the sidebar (from = null) or from a box. */
export interface DragData {
  unitId: number;
  from: string | null;
  quantity: number;
  /** What the item is called in announcements ("2 × SKU"). */
  label: string;
}

export function DraggableUnit({
  id,
  data,
  disabled,
  label,
  children,
}: {
  id: string;
  data: DragData;
  disabled: boolean;
  /** The accessible name of the drag handle (the whole item). */
  label: string;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging, transform } = useDraggable({
    id,
    data,
    disabled,
  });
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        setNodeRef(node);
        // Space or Enter picks the item up only when the item itself has the focus, never from its buttons.
        setActivatorNodeRef(node);
      }}
      {...listeners}
      {...attributes}
      tabIndex={disabled ? -1 : 0}
      role="group"
      aria-label={label}
      aria-roledescription="draggable item"
      data-draggable={disabled ? 'false' : 'true'}
      style={{
        cursor: disabled ? 'default' : 'grab',
        opacity: isDragging ? 0.5 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        touchAction: 'manipulation',
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        borderRadius: 6,
      }}
    >
      {children}
    </Box>
  );
}

export function DropZone({ id, children, label }: { id: string; children: ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } });
  return (
    <Box
      ref={setNodeRef}
      data-dropzone={id}
      data-over={isOver ? 'true' : undefined}
      aria-label={label}
      style={{
        outline: isOver ? '2px dashed var(--mantine-color-blue-7)' : undefined,
        outlineOffset: 2,
        borderRadius: 8,
      }}
    >
      {children}
    </Box>
  );
}

const NEXT = [KeyboardCode.Down, KeyboardCode.Right] as string[];
const PREVIOUS = [KeyboardCode.Up, KeyboardCode.Left] as string[];

/**
 * The keyboard sensor's moves (decision 0781): an arrow key takes the picked-up item to the next (down, right) or
 * previous (up, left) drop zone in page order (the boxes, then the new-box zone), centred in it, instead of 25 px
 * steps, so any box is a few presses away.
 */
export const dropZoneCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = NEXT.includes(event.code);
  if (!forward && !PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableContainers, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const zones = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((z): z is { id: string | number; rect: NonNullable<typeof z.rect> } => !!z.rect)
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (!zones.length) return undefined;
  const at = over ? zones.findIndex((z) => z.id === over.id) : -1;
  const next = at === -1 ? (forward ? 0 : zones.length - 1) : at + (forward ? 1 : -1);
  const target = zones[Math.min(Math.max(next, 0), zones.length - 1)]!;
  return {
    x: target.rect.left + Math.max(0, (target.rect.width - collisionRect.width) / 2),
    y: target.rect.top + Math.max(0, Math.min(24, target.rect.height - collisionRect.height)),
  };
};

const zoneLabel = (over: { data: { current?: Record<string, unknown> } } | null) =>
  (over?.data.current?.label as string | undefined)?.replace(/^Drop into /, '') ?? null;
const itemLabel = (active: { data: { current?: Record<string, unknown> } }) =>
  (active.data.current as DragData | undefined)?.label ?? 'the item';

/** What a screen reader hears while an item is moved by keyboard or pointer. */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${itemLabel(active)}. Arrow keys move it between boxes; Space or Enter drops it; Escape cancels.`,
  onDragOver: ({ active, over }) =>
    zoneLabel(over)
      ? `${itemLabel(active)} is over ${zoneLabel(over)}.`
      : `${itemLabel(active)} is over no box.`,
  onDragEnd: ({ active, over }) =>
    zoneLabel(over)
      ? `${itemLabel(active)} dropped into ${zoneLabel(over)}.`
      : `${itemLabel(active)} dropped outside the boxes; nothing moved.`,
  onDragCancel: ({ active }) => `Moving ${itemLabel(active)} was cancelled; nothing moved.`,
};

export const dragInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. Arrow keys move it between the boxes and the new box zone. Press Space or Enter to drop it, or Escape to cancel.',
};
