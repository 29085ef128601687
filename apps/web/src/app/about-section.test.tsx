import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AboutSection } from './about-section';

describe('the About section in the footer', () => {
  it('is a native disclosure that names the sources and the libraries', async () => {
    render(<AboutSection />);
    const summary = screen.getByText('About Mise: sources and attribution');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    // A native <summary>: browsers open it with Enter or Space too (jsdom only with a click).
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeVisible();
    expect(screen.getByText(/USDA .*\(SR21\), in the public domain/)).toBeInTheDocument();
    expect(screen.getByText(/TheMealDB/)).toBeInTheDocument();
    expect(screen.getByText(/Pexels/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Built with open source' })).toBeVisible();
    expect(screen.getByText('TanStack Query')).toBeInTheDocument();
  });
});
