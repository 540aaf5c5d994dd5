import './follow.css';
import '../lib/visually-hidden.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FOLLOW_HANDOVER_KEY } from '../lib/follow-handover-key.ts';
import { FollowApp } from './FollowApp.tsx';

try {
  // The app's handover arrived: a later link from the app to this page is a new visit, not a loop.
  sessionStorage.removeItem(FOLLOW_HANDOVER_KEY);
} catch {
  // Storage can be blocked; nothing was noted then.
}

const root = document.getElementById('root');
if (!root) throw new Error('follow.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <FollowApp />
  </StrictMode>,
);
