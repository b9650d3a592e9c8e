// Sending and sharing a plan: the Send and Share dialogs and the share link they use. Pages compose them and pass
// how the working plan is saved.

export { SendItineraryDialog } from './SendItineraryDialog.tsx';
export { ShareDialog } from './ShareDialog.tsx';
export { type EnsureSaved, type ShareLinkState, useShareLink } from './use-share-link.ts';
