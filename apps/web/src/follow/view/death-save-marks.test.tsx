// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeathSaves } from './DeathSaves.tsx';

describe('death saves on the follow page', () => {
  it('label the marks Successes and Failures, not by colour alone, and read the count in words', () => {
    const { container } = render(<DeathSaves successes={1} failures={2} />);
    expect(screen.getByText('Death saves: 1 success, 2 failures')).toBeInTheDocument();
    expect(container).toHaveTextContent(/Death saves\s*Successes\s*Failures$/);
    expect(container.querySelectorAll('[data-kind="success"] [data-on]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-kind="failure"] [data-on]')).toHaveLength(2);
  });
});
