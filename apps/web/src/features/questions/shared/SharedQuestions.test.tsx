import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  sharedQuestionListSchema,
  voteResultSchema,
  voteSchema,
  type SharedQuestion,
} from '@foro/shared/questions/shared-list';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork, write } from '../../../test/network';
import { SharedQuestions } from './SharedQuestions';

withNetwork();

const question = (values: Partial<SharedQuestion>): SharedQuestion => ({
  id: 'q1',
  question: '¿Cómo empiezo?',
  createdAt: '2026-03-10T15:00:00.000Z',
  member: { name: 'Ana Rojas', country: 'chile' },
  votes: 0,
  voted: false,
  mine: false,
  answered: false,
  answer: null,
  answering: false,
  ...values,
});
const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SharedQuestions slug="encuentro-1" />
    </QueryClientProvider>,
  );
const url = '/api/meeting/encuentro-1/questions';

describe('the shared list of questions (docs/decisions/0045-question-votes.md)', () => {
  it('shows nothing while the meeting keeps its questions with the team', async () => {
    let asked = 0;
    network.use(
      answer('get', url, sharedQuestionListSchema, { sort: 'votes', shared: false, questions: [] }),
    );
    network.events.on('request:start', () => void (asked += 1));
    const { container } = show();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
    network.events.removeAllListeners();
  });

  it('names the vote button with its count, votes and withdraws, marks the one being answered and the answered', async () => {
    const votes: boolean[] = [];
    // The server's state: the list read again after the vote carries it.
    const state = { votes: 11, voted: false };
    network.use(
      answer('get', url, sharedQuestionListSchema, (u) => ({
        sort: u.searchParams.get('sort') === 'recent' ? ('recent' as const) : ('votes' as const),
        shared: true,
        questions: [
          question({ id: 'q1', ...state, answering: true }),
          question({ id: 'q2', question: 'La mía', mine: true, votes: 3 }),
          question({ id: 'q3', question: 'Ya respondida', answered: true, votes: 1 }),
        ],
      })),
      write(
        `${url}/q1/vote`,
        voteSchema,
        voteResultSchema,
        (body) => Object.assign(state, { votes: body.voted ? 12 : 11, voted: body.voted }),
        (body) => votes.push(body.voted),
      ),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Preguntas aprobadas' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Respondiendo ahora')).toBeInTheDocument();
    const button = within(first).getByRole('button', { name: 'Votar esta pregunta (11 votos)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Votar esta pregunta (12 votos)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Votar esta pregunta (12 votos)' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Votar esta pregunta (11 votos)' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(votes).toEqual([true, false]);
    // One's own question has no vote button; an answered one says so.
    const [, mine, answered] = within(list).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(mine).toHaveTextContent('Tu pregunta · 3 votos');
    expect(answered).toHaveTextContent('Respondida');
    expect(
      within(answered!).getByRole('button', { name: 'Votar esta pregunta (1 voto)' }),
    ).toBeInTheDocument();
    // Sorting asks the server again, by time.
    await userEvent.click(screen.getByRole('button', { name: 'Más recientes' }));
    expect(screen.getByRole('button', { name: 'Más recientes' })).toHaveAttribute('aria-pressed', 'true');
  });
});
