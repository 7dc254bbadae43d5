import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { renderWithProviders } from '@/test/render';
import { FaqList } from './faq-list';

const faqs = services[0]?.faqs ?? [];

describe('FAQ list', () => {
  it('starts with every item closed', () => {
    renderWithProviders(<FaqList faqs={faqs} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes each item on its own', async () => {
    renderWithProviders(<FaqList faqs={faqs} />);
    const [first, second] = screen.getAllByRole('button');
    if (!first || !second) throw new Error('expected two questions');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter and Space from the keyboard', async () => {
    renderWithProviders(<FaqList faqs={faqs} />);
    const [first] = screen.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('names each answer region by its question', async () => {
    renderWithProviders(<FaqList faqs={faqs} />);
    const [first] = screen.getAllByRole('button');
    if (!first) throw new Error('expected a question');
    await userEvent.click(first);
    expect(screen.getByRole('region', { name: faqs[0]?.question })).toHaveTextContent(
      faqs[0]?.answer ?? '',
    );
  });
});
