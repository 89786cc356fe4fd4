import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedCarousel, type CarouselSlide } from './carousel';

const slide = (n: number, extra: Partial<CarouselSlide> = {}): CarouselSlide => ({
  id: `s${n}`,
  title: `Slide title ${n}`,
  subtitle: `Subtitle ${n}`,
  description: `Description ${n}`,
  url: `https://connect.test/featured/${n}`,
  imageUrl: `https://media.example/featured/${n}.jpg`,
  ...extra,
});
const SLIDES = [slide(1), slide(2), slide(3)];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCarousel(slides: readonly CarouselSlide[] = SLIDES) {
  return render(<FeaturedCarousel label="Featured in Harbor City Chapter" slides={slides} />);
}

/** The title of the slide on show (the others are hidden). */
const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('FeaturedCarousel (spec 001 §5, §9; WCAG 2.2.2)', () => {
  it('is a labelled carousel region of slides "n of m", one shown at a time', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured in Harbor City Chapter' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.map((group) => group.hidden)).toEqual([false, true, true]);
    expect(groups[0]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(shownTitle()).toBe('Slide title 1');
    expect(screen.getByRole('link', { name: 'Slide title 1' }).getAttribute('href')).toBe('https://connect.test/featured/1');
  });

  it('shows the next slide every 7000 ms and wraps around', () => {
    vi.useFakeTimers();
    renderCarousel();
    tick(6999);
    expect(shownTitle()).toBe('Slide title 1');
    tick(1);
    expect(shownTitle()).toBe('Slide title 2');
    tick(7000);
    expect(shownTitle()).toBe('Slide title 3');
    tick(7000);
    expect(shownTitle()).toBe('Slide title 1');
  });

  it('stops rotating when Pause is pressed, and starts again with Play', () => {
    vi.useFakeTimers();
    renderCarousel();
    press('Pause');
    // Focus leaves the carousel: only the pause holds it now.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    tick(21_000);
    expect(shownTitle()).toBe('Slide title 1');
    press('Play');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    tick(7000);
    expect(shownTitle()).toBe('Slide title 2');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDefined();
  });

  it('announces the slides only while the rotation is stopped', () => {
    vi.useFakeTimers();
    renderCarousel();
    const slides = screen.getAllByRole('group', { hidden: true })[0]?.parentElement;
    expect(slides?.getAttribute('aria-live')).toBe('off');
    press('Pause');
    expect(slides?.getAttribute('aria-live')).toBe('polite');
  });

  it('holds while the pointer is over it or focus is in it', () => {
    vi.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    tick(14_000);
    expect(shownTitle()).toBe('Slide title 1');
    fireEvent.pointerLeave(region);
    tick(7000);
    expect(shownTitle()).toBe('Slide title 2');

    act(() => screen.getByRole('link', { name: 'Slide title 2' }).focus());
    tick(14_000);
    expect(shownTitle()).toBe('Slide title 2');
    act(() => screen.getByRole('link', { name: 'Slide title 2' }).blur());
    tick(7000);
    expect(shownTitle()).toBe('Slide title 3');
  });

  it('starts paused for users who prefer reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', addEventListener: () => {}, removeEventListener: () => {} }));
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDefined();
    tick(21_000);
    expect(shownTitle()).toBe('Slide title 1');
  });

  it('goes to the previous and next slide, wrapping around', () => {
    renderCarousel();
    press('Previous slide');
    expect(shownTitle()).toBe('Slide title 3');
    press('Next slide');
    press('Next slide');
    expect(shownTitle()).toBe('Slide title 2');
  });

  it('shows at most 4 slides', () => {
    renderCarousel([1, 2, 3, 4, 5, 6].map((n) => slide(n)));
    expect(screen.getAllByRole('group', { hidden: true }).map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  });

  it('darkens the image when isImageOverLay is set, and has no controls for one slide', () => {
    renderCarousel([slide(1, { isImageOverLay: true })]);
    expect(screen.getByTestId('image-overlay')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderCarousel([slide(1, { isImageOverLay: false })]);
    expect(screen.queryByTestId('image-overlay')).toBeNull();
  });

  it('never links or loads a script address', () => {
    renderCarousel([slide(1, { url: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)' })]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Slide title 1');
    expect(document.querySelector('img')).toBeNull();
  });

  it('is axe-clean', async () => {
    const { container } = renderCarousel();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
