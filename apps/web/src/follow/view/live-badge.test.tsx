// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveBadge, liveNow } from './PresenceBadge.tsx';

const online = { online: true, since: '2026-11-26T14:02:00.000Z' };
const offline = { online: false, since: '2026-11-26T14:05:00.000Z' };

describe('the follow page’s Live badge', () => {
  it('is the table now only while the GM is online and this page receives', () => {
    expect(liveNow(online, 'live')).toBe(true);
    expect(liveNow(offline, 'live')).toBe(false);
    expect(liveNow(online, 'reconnecting')).toBe(false);
    expect(liveNow(online, 'connecting')).toBe(false);
  });

  it('reads Paused, unlit, when it is not', () => {
    const { rerender } = render(<LiveBadge />);
    expect(screen.getByText('Live')).not.toHaveAttribute('data-paused');
    rerender(<LiveBadge paused />);
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText('Paused')).toHaveAttribute('data-paused', 'true');
  });
});
