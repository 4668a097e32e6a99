// Drag-and-drop ordering (dnd-kit) as every sortable list of the panel sets it up: by pointer once it
// has moved a few pixels (a click on a button inside stays a click), and by keyboard (focus the
// handle, Space, arrows, Space).
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
