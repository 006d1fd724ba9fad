import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import './SortableList.css';

interface SortableListProps {
  /** The items' ids in their order. */
  ids: number[];
  /** The name said when an item is picked up or moved. */
  nameOf: (id: number) => string;
  /** The item `activeId` was dropped where `overId` is. */
  onMove: (activeId: number, overId: number) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging a handle, with the pointer or the keyboard (Space to pick up, the
 * arrow keys to move, Space to drop, Escape to cancel). Its items are {@link SortableRow}s.
 */
export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} was moved to ${position(over.id)}.`
        : `${name(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped at ${position(over.id)}.` : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  /** The drag handle's accessible name, e.g. `Drag to reorder Rent`. */
  handleLabel: string;
  children: ReactNode;
  className?: string;
  /** The item stays where it is (a closed case). */
  disabled?: boolean;
}

/** One item of a {@link SortableList}: a list item whose handle starts the drag. */
export function SortableRow({ id, handleLabel, children, className, disabled = false }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={className ? `sortable-row ${className}` : 'sortable-row'}
      // Where dnd-kit has moved the row this frame: geometry, not styling.
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        disabled={disabled}
        className="sortable-row-handle"
      >
        <HolderOutlined aria-hidden />
      </button>
      <div className="sortable-row-content">{children}</div>
    </li>
  );
}
