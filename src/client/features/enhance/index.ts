// 'Enhance Your Itinerary': the floating widget, its Suggestions tab, and the remembered open state and position.
export { EnhanceWidget } from './EnhanceWidget.tsx';
export { SuggestionsTab } from './SuggestionsTab.tsx';
export { useEnhanceWidgetState } from './widget-state.ts';
