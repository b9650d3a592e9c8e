// The chat's behaviour (SPEC.md section 4 'Chat'): the traveller's message shows at once, a typing indicator while
// waiting, an interim reply first for 'suggest' and 'recommend' with the answer no sooner than 1.8 s later, a toast
// when sending fails, and proposals that change nothing until applied.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import {
  CHAT_SEND_FAILED,
  isSuggestionRequest,
  type Proposal,
  SUGGESTION_FOLLOW_UP_MS,
} from '../../../core/api/chat.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { toast } from '../../lib/toast-store.ts';
import { sendChat } from './api.ts';
import { stillApplies } from './apply.ts';
import {
  type ChatEntry,
  confirmationText,
  conversationKey,
  INTERIM_REPLY,
  loadConversation,
  newEntryId,
  requestMessages,
  saveConversation,
} from './conversation.ts';

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export interface ChatOptions {
  tripDetails: TripDetails | null;
  days: Day[];
  currentDay: number;
  onApplyProposal: (p: Proposal) => void;
}

export function useChat({ tripDetails, days, currentDay, onApplyProposal }: ChatOptions) {
  const key = tripDetails ? conversationKey(tripDetails) : null;
  const [entries, setEntries] = useState<ChatEntry[]>(() => (key ? loadConversation(session(), key) : []));
  const [pending, setPending] = useState(false);
  const [loadedKey, setLoadedKey] = useState(key);
  // The conversation that is showing: a reply that arrives after switching trips belongs to the old one.
  const keyRef = useRef(key);
  keyRef.current = key;

  if (loadedKey !== key) {
    setLoadedKey(key);
    setEntries(key ? loadConversation(session(), key) : []);
    setPending(false);
  }

  useEffect(() => {
    if (key && loadedKey === key) saveConversation(session(), key, entries);
  }, [key, loadedKey, entries]);

  const latest = useRef({ tripDetails, days, currentDay });
  latest.current = { tripDetails, days, currentDay };

  /** Sends a message; answers false (and leaves the text to the caller) when it could not be sent. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      const { tripDetails: trip, days: plan, currentDay: day } = latest.current;
      if (!content || pending || !trip || !key) return false;
      const user: ChatEntry = { id: newEntryId(), role: 'user', content };
      const history = [...entries, user];
      const interim: ChatEntry | undefined = isSuggestionRequest(content)
        ? { id: newEntryId(), role: 'assistant', content: INTERIM_REPLY, local: true }
        : undefined;
      setEntries(interim ? [...history, interim] : history);
      setPending(true);
      const started = Date.now();
      try {
        const answer = await sendChat({
          messages: requestMessages(history),
          tripDetails: trip,
          days: plan,
          currentDay: day,
        });
        if (interim) await wait(SUGGESTION_FOLLOW_UP_MS - (Date.now() - started));
        if (keyRef.current !== key) return true;
        const reply: ChatEntry = {
          id: newEntryId(),
          role: 'assistant',
          content: answer.reply,
          ...(answer.proposal ? { proposal: answer.proposal, proposalState: 'open' as const } : {}),
          ...(answer.notice ? { notice: answer.notice } : {}),
        };
        setEntries((list) => [...list, reply]);
        return true;
      } catch {
        if (keyRef.current !== key) return false;
        // Take the unsent message back out; the caller puts its text back in the box to try again.
        setEntries((list) => list.filter((e) => e.id !== user.id && e.id !== interim?.id));
        toast({ title: CHAT_SEND_FAILED, variant: 'destructive' });
        return false;
      } finally {
        if (keyRef.current === key) setPending(false);
      }
    },
    [entries, pending, key],
  );

  const resolveProposal = useCallback(
    (id: string, decision: 'apply' | 'dismiss') => {
      const entry = entries.find((e) => e.id === id);
      if (!entry?.proposal || entry.proposalState !== 'open') return;
      const proposal = entry.proposal;
      let note: ChatEntry | undefined;
      let state: 'applied' | 'dismissed' = 'dismissed';
      if (decision === 'apply') {
        if (stillApplies(proposal, latest.current.days)) {
          onApplyProposal(proposal);
          state = 'applied';
          note = {
            id: newEntryId(),
            role: 'assistant',
            content: confirmationText(proposal.summary),
            local: true,
          };
        } else {
          note = {
            id: newEntryId(),
            role: 'assistant',
            content: 'That activity is no longer in your plan, so nothing was changed.',
            local: true,
          };
        }
      }
      setEntries((list) => [
        ...list.map((e) => (e.id === id ? { ...e, proposalState: state } : e)),
        ...(note ? [note] : []),
      ]);
    },
    [entries, onApplyProposal],
  );

  return { entries, pending, send, resolveProposal, enabled: Boolean(tripDetails) };
}
