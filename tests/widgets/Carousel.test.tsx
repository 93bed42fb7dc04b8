import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../src/engine/react/Carousel';

const items = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Task {i + 1}</p>);
const renderCarousel = (n: number) => render(<Carousel items={items(n)} label="Tasks of this case" pageLabel="Page {page} of {pages}" />);
const track = () => screen.getByTestId('carousel-track');
const slide = (name: string) => screen.getByRole('group', { name });

describe('Carousel', () => {
  it('shows 2 items a page with a paging dot per page, the first page current', () => {
    renderCarousel(5);
    expect(screen.getByRole('region', { name: 'Tasks of this case' })).toBeTruthy();
    const dots = screen.getAllByRole('button', { name: /^Page \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    expect(within(slide('Page 1 of 3')).getAllByText(/^Task/).map((p) => p.textContent)).toEqual(['Task 1', 'Task 2']);
    expect(within(slide('Page 3 of 3')).getAllByText(/^Task/).map((p) => p.textContent)).toEqual(['Task 5']);
    expect(slide('Page 1 of 3').hasAttribute('inert')).toBe(false);
    expect(slide('Page 2 of 3').hasAttribute('inert')).toBe(true);
  });

  it('slides to the page of the dot chosen over 200 ms, the pages off screen inert', async () => {
    renderCarousel(5);
    expect(track().className).toContain('duration-200');
    // reduced motion moves at once
    expect(track().className).toContain('motion-reduce:transition-none');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 3' }));
    expect(track().style.transform).toBe('translateX(-100%)');
    expect(screen.getByRole('button', { name: 'Page 2 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 1 of 3' }).getAttribute('aria-current')).toBeNull();
    expect(slide('Page 2 of 3').hasAttribute('inert')).toBe(false);
    expect(slide('Page 1 of 3').hasAttribute('inert')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(track().style.transform).toBe('translateX(-200%)');
  });

  it('has no dots for one page, and keeps to the last page when items go', async () => {
    const { rerender } = renderCarousel(2);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<Carousel items={items(4)} label="Tasks of this case" pageLabel="Page {page} of {pages}" />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    rerender(<Carousel items={items(2)} label="Tasks of this case" pageLabel="Page {page} of {pages}" />);
    expect(track().style.transform).toBe('translateX(-0%)');
    expect(slide('Page 1 of 1').hasAttribute('inert')).toBe(false);
  });
});
