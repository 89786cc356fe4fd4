import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

afterEach(cleanup);

describe('Picture (issue 28: no broken-image icon)', () => {
  it('shows the image while it loads', () => {
    render(<Picture src="https://media.test/a.svg" alt="The chair" kind="person" />);
    expect(screen.getByRole('img', { name: 'The chair' }).tagName).toBe('IMG');
  });

  it('puts a drawn placeholder with the same text alternative in its place when it fails, axe-clean', async () => {
    const { container } = render(<Picture src="https://media.test/gone.jpg" alt="Harbor City about" className="about" />);
    fireEvent.error(screen.getByRole('img', { name: 'Harbor City about' }));
    const placeholder = screen.getByRole('img', { name: 'Harbor City about' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.className).toContain('about');
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a decorative picture that fails stays decorative; a new address tries again', () => {
    const { container, rerender } = render(<Picture src="https://media.test/x.png" alt="" kind="logo" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    rerender(<Picture src="https://media.test/y.png" alt="" kind="logo" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://media.test/y.png');
  });
});
