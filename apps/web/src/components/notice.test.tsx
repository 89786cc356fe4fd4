import { FEATURE_MESSAGES, MESSAGES } from '@ypo/headless';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdministratorsOnly, AlertText, Notice } from './notice';

afterEach(cleanup);

describe('Notice', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
    ['warning', 'alert'],
  ] as const)('announces a %s notice with role %s and marks its kind', (kind, role) => {
    render(<Notice kind={kind} message="Waiver saved successfully" />);
    const notice = screen.getByRole(role);
    expect(notice.textContent).toBe('Waiver saved successfully');
    expect(notice.getAttribute('data-kind')).toBe(kind);
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <Notice message={undefined} />
        <AlertText message="" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows failures as error alerts', () => {
    render(<AlertText message={MESSAGES.errorOccurredTryLater} />);
    expect(screen.getByRole('alert').getAttribute('data-kind')).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred. Please try again later.');
  });
});

describe('AdministratorsOnly (spec 002 §6)', () => {
  it("shows 'Administrators Only' with the message that some features are kept private", () => {
    render(<AdministratorsOnly />);
    const section = screen.getByRole('region', { name: 'Administrators Only' });
    expect(screen.getByRole('heading', { name: 'Administrators Only' })).toBeTruthy();
    expect(section.textContent).toContain(FEATURE_MESSAGES.administratorsOnlyMessage);
    expect(section.querySelector('[role="alert"]')?.getAttribute('data-kind')).toBe('warning');
  });
});
