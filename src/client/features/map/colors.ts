// Marker colours by time segment. SPEC.md: morning blue, afternoon green, evening purple. These are the darker
// shades of core's SEGMENT_COLORS so white stop numbers keep a 4.5:1 contrast (WCAG AA) on every marker.
import type { TimeSegment } from '../../../core/constants.ts';

export const MARKER_COLORS: Record<TimeSegment, string> = {
  morning: '#1d4ed8',
  afternoon: '#15803d',
  evening: '#7e22ce',
};
