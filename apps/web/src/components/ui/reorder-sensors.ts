import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Dragging (docs/product.md §6): a mouse drags after 8px of movement, a finger after a 300ms hold. */
const MOUSE_DRAG_DISTANCE_PX = 8;
const TOUCH_DRAG_DELAY_MS = 300;
const TOUCH_DRAG_TOLERANCE_PX = 5;

/** The sensors of every drag-to-reorder list: mouse, touch (after a hold, so the page still scrolls) and keys. */
export function useReorderSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
