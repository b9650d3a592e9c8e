// The panel's markup: the SPEC message without trip details, and an accessible conversation with it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parisPlan, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import { ChatPanel } from './ChatPanel.tsx';

const noop = () => {};

describe('ChatPanel', () => {
  it('says the chat needs trip details when there are none', () => {
    const html = renderToStaticMarkup(
      <ChatPanel tripDetails={null} days={[]} currentDay={1} onApplyProposal={noop} />,
    );
    expect(html).toContain('Chat feature requires trip details.');
    expect(html).not.toContain('textarea');
  });

  it('renders a polite log, a labelled text box and a send button disabled while blank', () => {
    const html = renderToStaticMarkup(
      <ChatPanel tripDetails={tripOf()} days={parisPlan()} currentDay={2} onApplyProposal={noop} />,
    );
    expect(html).toMatch(/role="log" aria-live="polite"/);
    const id = html.match(/<label for="([^"]+)"[^>]*>Message the trip assistant<\/label>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${id}"`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*aria-label="Send message"/);
  });
});
