import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton, Skeleton, SkeletonCards, SkeletonLine, SkeletonShape } from './index';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is one busy status region that says what is loading and hides its shapes from assistive technology', () => {
    render(
      <Skeleton label="Loading your communities">
        <SkeletonLine />
        <SkeletonShape className="button">Set up</SkeletonShape>
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading your communities…');
    // The sample text sizes the shape but is not read out.
    expect(screen.getByText('Set up').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Loading your communities…').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('SkeletonCards stands for a list of cards: the list class, each card at its class, a title line and its detail lines', () => {
    render(<SkeletonCards label="Loading waivers" className="list" cardClassName="card" count={2} details={['wide', 'wide', 'half']} />);
    const status = screen.getByRole('status');
    expect(status.className).toBe('list');
    expect(status.textContent).toBe('Loading waivers…');
    const cards = status.querySelectorAll('.card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.children).toHaveLength(4);
  });

  it('takes the class of the container the content will have', () => {
    render(
      <Skeleton label="Loading" className="list">
        <SkeletonLine />
      </Skeleton>,
    );
    expect(screen.getByRole('status').className).toBe('list');
  });

  it('gives the page skeleton a default label', () => {
    render(<PageSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
