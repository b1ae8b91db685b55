import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pollListSchema, pollVoteSchema, type Poll } from '@foro/shared/polls/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, refuse, withNetwork, write } from '../../../test/network';
import { PollsPanel } from './PollsPanel';

withNetwork();

const url = '/api/meeting/encuentro-1/polls';
const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PollsPanel slug="encuentro-1" />
    </QueryClientProvider>,
  );
const options = [
  { id: 'o1', text: 'Sí' },
  { id: 'o2', text: 'No' },
];

describe('the polls panel (docs/decisions/0061-polls.md)', () => {
  it('says so when there is no poll yet', async () => {
    network.use(answer('get', url, pollListSchema, []));
    show();
    expect(await screen.findByText('Todavía no hay encuestas.')).toBeInTheDocument();
  });

  it('votes with one tap, shows the results once voted, and changes the vote', async () => {
    // The server's state: counts shown only once this member voted.
    const counts: Record<string, number> = { o1: 3, o2: 1 };
    let myVote: string | null = null;
    const poll = (): Poll => ({
      id: 'p1',
      question: '¿Usas rúbricas?',
      state: 'open',
      options: options.map((o) => (myVote ? { ...o, votes: counts[o.id]! } : o)),
      myVote,
    });
    const sent: string[] = [];
    network.use(
      answer('get', url, pollListSchema, () => [poll()]),
      write(
        `${url}/p1/vote`,
        pollVoteSchema,
        pollListSchema,
        (body) => {
          if (myVote) counts[myVote]! -= 1;
          counts[body.option]! += 1;
          myVote = body.option;
          return [poll()];
        },
        (body) => sent.push(body.option),
      ),
    );
    show();
    const group = await screen.findByRole('group', { name: '¿Usas rúbricas?' });
    expect(screen.getByText('Toca una opción para votar.')).toBeInTheDocument();
    // No counts before one's vote.
    expect(group).not.toHaveTextContent('votos');
    const yes = within(group).getByRole('button', { name: 'Sí' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yes);
    const voted = await within(group).findByRole('button', { name: 'Sí: 4 votos (80 %)' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'No: 1 voto (20 %)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(/Tu voto cuenta\. Puedes cambiarlo/)).toHaveTextContent('5 votos en total.');
    // Changing the vote: another tap.
    await userEvent.click(within(group).getByRole('button', { name: 'No: 1 voto (20 %)' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'No: 2 votos (40 %)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // Tapping the chosen option again sends nothing.
    await userEvent.click(within(group).getByRole('button', { name: 'No: 2 votos (40 %)' }));
    expect(sent).toEqual(['o1', 'o2']);
  });

  it('shows a closed poll’s final results without buttons, and the member’s own vote', async () => {
    network.use(
      answer('get', url, pollListSchema, [
        {
          id: 'p1',
          question: '¿Te sirvió?',
          state: 'closed',
          options: [
            { id: 'o1', text: 'Sí', votes: 2 },
            { id: 'o2', text: 'No', votes: 0 },
          ],
          myVote: 'o1',
        },
      ]),
    );
    show();
    const list = await screen.findByRole('list', { name: '¿Te sirvió?' });
    expect(within(list).queryByRole('button')).toBeNull();
    expect(list).toHaveTextContent('Sí: 2 votos (100 %), tu voto');
    expect(list).toHaveTextContent('No: 0 votos (0 %)');
    expect(screen.getByText(/Encuesta cerrada\./)).toHaveTextContent('2 votos en total.');
  });

  it('tells a refused vote in Spanish', async () => {
    network.use(
      answer('get', url, pollListSchema, [
        { id: 'p1', question: '¿Seguimos?', state: 'open', options, myVote: null },
      ]),
      refuse('post', `${url}/p1/vote`, 'CONFLICT', {
        message: 'Esta encuesta ya se cerró: no admite más votos.',
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta encuesta ya se cerró: no admite más votos.',
    );
  });
});
