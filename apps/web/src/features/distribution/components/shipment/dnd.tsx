import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** What is dragged: some of a unit, from the sidebar (from = null) or from a box. */
export interface DragData {
  unitId: number;
  from: string | null;
  quantity: number;
}

export function DraggableUnit({
  id,
  data,
  disabled,
  children,
}: {
  id: string;
  data: DragData;
  disabled: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, listeners, attributes, isDragging, transform } = useDraggable({ id, data, disabled });
  return (
    <Box
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // The keyboard path is the item's own Move menu; the drag handle is for pointers only.
      tabIndex={-1}
      role="group"
      aria-roledescription="draggable item"
      data-draggable={disabled ? 'false' : 'true'}
      style={{
        cursor: disabled ? 'default' : 'grab',
        opacity: isDragging ? 0.5 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        touchAction: 'manipulation',
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
      }}
    >
      {children}
    </Box>
  );
}

export function DropZone({ id, children, label }: { id: string; children: ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      data-dropzone={id}
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
