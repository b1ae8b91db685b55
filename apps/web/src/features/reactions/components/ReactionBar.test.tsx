import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  reactionAcceptedSchema,
  reactionInputSchema,
  type ReactionInput,
  type ReactionTotals,
} from '@foro/shared/reactions/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { network, refuse, withNetwork, write } from '../../../test/network';
import { ReactionBar } from './ReactionBar';

withNetwork();

const url = '/api/meeting/encuentro-1/reactions';
const totals = (values: Partial<ReactionTotals>): ReactionTotals => ({
  aplauso: 0,
  corazon: 0,
  idea: 0,
  risa: 0,
  celebracion: 0,
  ...values,
});
const show = (value: ReactionTotals | null) => {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ReactionBar slug="encuentro-1" totals={value} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    totals: (next: ReactionTotals) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <ReactionBar slug="encuentro-1" totals={next} />
        </QueryClientProvider>,
      ),
  };
};
const countOf = (name: string) =>
  screen.getByRole('button', { name }).querySelector('[id]')?.textContent ?? '';

describe('the reaction bar (docs/decisions/0062-reactions.md)', () => {
  it('names five buttons in Spanish and shows the running totals the screen hands in', () => {
    const view = show(null);
    for (const name of ['Aplaudir', 'Me encanta', 'Buena idea', 'Me hace reír', 'Celebrar'])
      expect(countOf(name)).toBe('0');
    view.totals(totals({ aplauso: 1234, risa: 2 }));
    expect(countOf('Aplaudir')).toBe('1234');
    expect(screen.getByRole('button', { name: 'Aplaudir' })).toHaveAccessibleDescription('1234');
    expect(countOf('Me hace reír')).toBe('2');
  });

  it('sends one reaction a tap, counts it at once, and lets the next totals replace the guess', async () => {
    const sent: ReactionInput[] = [];
    network.use(
      write(
        url,
        reactionInputSchema,
        reactionAcceptedSchema,
        () => ({ counted: true }),
        (b) => sent.push(b),
      ),
    );
    const view = show(totals({ aplauso: 5 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aplaudir' }));
    await user.click(screen.getByRole('button', { name: 'Aplaudir' }));
    await user.click(screen.getByRole('button', { name: 'Celebrar' }));
    expect(countOf('Aplaudir')).toBe('7');
    expect(countOf('Celebrar')).toBe('1');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([{ kind: 'aplauso' }, { kind: 'aplauso' }, { kind: 'celebracion' }]);
    // The stream's totals (everyone's taps, these included) are what the page shows from then on.
    view.totals(totals({ aplauso: 9, celebracion: 1 }));
    expect(countOf('Aplaudir')).toBe('9');
    expect(countOf('Celebrar')).toBe('1');
  });

  it('takes back a tap the server did not count, without an error', async () => {
    network.use(write(url, reactionInputSchema, reactionAcceptedSchema, () => ({ counted: false })));
    show(totals({ idea: 3 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buena idea' }));
    await waitFor(() => expect(countOf('Buena idea')).toBe('3'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a tap is refused", async () => {
    network.use(
      refuse('post', url, 'CONFLICT', {
        message: 'Las reacciones solo están abiertas el día del encuentro.',
      }),
    );
    show(totals({}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Me encanta' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Las reacciones solo están abiertas el día del encuentro.',
    );
    expect(countOf('Me encanta')).toBe('0');
  });
});
