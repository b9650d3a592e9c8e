// POST /api/chat.
import type { Day } from '../../../core/activity.ts';
import type { ChatMessage, ChatRequest, ChatResponse } from '../../../core/api/chat.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { apiRequest } from '../../lib/api.ts';

export function sendChat(input: {
  messages: ChatMessage[];
  tripDetails: TripDetails;
  days: Day[];
  currentDay: number;
}): Promise<ChatResponse> {
  const body: ChatRequest = input;
  return apiRequest<ChatResponse>('POST', '/api/chat', body);
}
