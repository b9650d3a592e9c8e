// A day button of the builder's day strip that also takes a dragged activity, which moves it to that day.
import { useDroppable } from '@dnd-kit/core';
import { DayButton, type DayButtonProps } from '../../components/DaySelector.tsx';
import { cn } from '../../lib/cn.ts';
import { dayTargetId } from './dnd-ids.ts';

export function DayDropTarget(props: DayButtonProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id: dayTargetId(props.item.day) });
  return (
    <DayButton
      ref={setNodeRef}
      {...props}
      className={cn(
        active && !props.selected && 'border-dashed',
        isOver && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        props.className,
      )}
    />
  );
}
