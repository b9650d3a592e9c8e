// The itinerary builder's parts; the page composes them with the saved plans, enhance and chat features.

export { ActivityCard, OpenNowBadge } from './ActivityCard.tsx';
export { AddActivityDialog, type AddActivityTarget } from './AddActivityDialog.tsx';
export { AutoBuildDialog } from './AutoBuildDialog.tsx';
export { BuildingScreen } from './BuildingScreen.tsx';
export { DayDropTarget } from './DayDropTarget.tsx';
export { conflictText, DayHeading, dayTitle } from './DayHeading.tsx';
export { type CardActions, DayTimeline, type TravelLegs } from './DayTimeline.tsx';
export { DestinationTipsPanel } from './DestinationTipsPanel.tsx';
export { DuplicateDialog } from './DuplicateDialog.tsx';
export { EditActivityDialog } from './EditActivityDialog.tsx';
export { GenerationProblemPanel, PlanNotice } from './GenerationStatus.tsx';
export { ItineraryActions } from './ItineraryActions.tsx';
export * as itineraryEdits from './itinerary-edits.ts';
export { isToday, plannedHoursText, tripDayMarks } from './plan-badge.ts';
export { randomSeed } from './plan-generation.ts';
export { RegenerateDialog } from './RegenerateDialog.tsx';
export { type TravelLegText, TravelToNext } from './TravelToNext.tsx';
export { TripSummaryBar } from './TripSummaryBar.tsx';
export { useDayConflicts } from './use-day-conflicts.ts';
export { type GenerationProblem, usePlanGeneration } from './use-plan-generation.ts';
export { useTimelineDnd } from './use-timeline-dnd.ts';
