// The chat tab of 'Enhance Your Itinerary': a conversation about the plan. Proposed changes show as cards with
// Apply and Dismiss; only Apply changes the plan (through onApplyProposal).
import { Bot, Check, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { CHAT_NO_TRIP_DETAILS, type Proposal } from '../../../core/api/chat.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { type ChatEntry, chatInvitation } from './conversation.ts';
import { useChat } from './use-chat.ts';

export interface ChatPanelProps {
  tripDetails: TripDetails | null;
  days: Day[];
  currentDay: number;
  onApplyProposal(p: Proposal): void;
}

export function ChatPanel(props: ChatPanelProps) {
  if (!props.tripDetails) {
    return <p className="p-4 text-sm text-muted-foreground">{CHAT_NO_TRIP_DETAILS}</p>;
  }
  return <Conversation {...props} />;
}

function Conversation(props: ChatPanelProps) {
  const { entries, pending, send, resolveProposal } = useChat(props);
  const [text, setText] = useState('');
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const blank = text.trim() === '';

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, pending]);

  const submit = async () => {
    if (blank || pending) return;
    const draft = text;
    setText('');
    if (!(await send(draft))) setText((current) => current || draft);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a line; never while an input method is composing a character.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus so keyboards can scroll it
        tabIndex={0}
        aria-label="Conversation with the trip assistant"
        className="flex max-h-96 min-h-40 flex-col gap-3 overflow-y-auto rounded-md border bg-muted/40 p-3"
      >
        {entries.length === 0 && props.tripDetails && (
          <p className="text-sm text-muted-foreground">{chatInvitation(props.tripDetails, props.days)}</p>
        )}
        {entries.map((entry) => (
          <Message key={entry.id} entry={entry} onResolve={resolveProposal} />
        ))}
        {pending && <Typing />}
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message the trip assistant
        </label>
        <Textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your plan..."
          rows={2}
          maxLength={2000}
          className="min-h-12 resize-none"
        />
        <Button type="submit" size="icon" disabled={blank || pending} aria-label="Send message">
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}

function Message({
  entry,
  onResolve,
}: {
  entry: ChatEntry;
  onResolve: (id: string, d: 'apply' | 'dismiss') => void;
}) {
  const mine = entry.role === 'user';
  return (
    <div className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <div
        data-role={entry.role}
        className={cn(
          'max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-card text-card-foreground shadow-sm',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {entry.content}
      </div>
      {entry.notice && <p className="text-xs text-muted-foreground">{entry.notice}</p>}
      {entry.proposal && <ProposalCard entry={entry} proposal={entry.proposal} onResolve={onResolve} />}
    </div>
  );
}

function ProposalCard({
  entry,
  proposal,
  onResolve,
}: {
  entry: ChatEntry;
  proposal: Proposal;
  onResolve: (id: string, d: 'apply' | 'dismiss') => void;
}) {
  const state = entry.proposalState ?? 'open';
  return (
    <fieldset className="w-full max-w-[85%] rounded-lg border bg-card p-3 text-sm shadow-sm">
      <legend className="float-left w-full font-medium">Proposed change</legend>
      <p className="clear-left pt-1">{proposal.summary}</p>
      {state === 'open' ? (
        <div className="mt-3 flex gap-2">
          <Button
            size="sm"
            onClick={() => onResolve(entry.id, 'apply')}
            aria-label={`Apply: ${proposal.summary}`}
          >
            <Check aria-hidden="true" />
            Apply
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onResolve(entry.id, 'dismiss')}
            aria-label={`Dismiss: ${proposal.summary}`}
          >
            <X aria-hidden="true" />
            Dismiss
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{state === 'applied' ? 'Applied' : 'Dismissed'}</p>
      )}
    </fieldset>
  );
}

function Typing() {
  return (
    <div className="flex items-center gap-2 text-muted-foreground">
      <Bot className="size-4" aria-hidden="true" />
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-current" />
      </span>
      <span className="sr-only">The assistant is typing</span>
    </div>
  );
}
