/** The drag-to-order list of 我的指数 (dnd-kit: pointer, touch and keyboard), shared by portal and mobile. */
import type { WatchItem } from '@coal/contracts';
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

function Row({ item }: { item: WatchItem }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.productId });
  return (
    <div
      ref={setNodeRef}
      className="coal-watchlist__row"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' }}
    >
      <button type="button" className="coal-watchlist__handle" aria-label={`拖动调整${item.name}的位置`} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="coal-watchlist__name">{item.name}</span>
    </div>
  );
}

export function SortableWatchlist({ items, onChange }: { items: WatchItem[]; onChange: (next: WatchItem[]) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.productId === active.id);
    const to = items.findIndex((i) => i.productId === over.id);
    onChange(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={items.map((i) => i.productId)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <Row key={item.productId} item={item} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
