// The chat feature: the panel for the 'Chat' tab, and how a page applies what it proposes.
export { applyProposal, type ItineraryActions } from './apply.ts';
export { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
