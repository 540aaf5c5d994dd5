import './follow.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FollowApp } from './FollowApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('follow.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <FollowApp />
  </StrictMode>,
);
