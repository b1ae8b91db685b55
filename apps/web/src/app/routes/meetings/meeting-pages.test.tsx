import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meetingDetailSchema, meetingPostsPageSchema } from '@foro/shared/meetings/schemas';
import { myQuestionsSchema } from '@foro/shared/questions/admin-schemas';
import { sharedQuestionListSchema } from '@foro/shared/questions/shared-list';
import { pollListSchema } from '@foro/shared/polls/schemas';
import { pages } from '../../../config/paths';
import { MeetingLayout } from '../../../features/meetings/components/MeetingLayout';
import { aMeeting, aSpeaker } from '../../../test/factories';
import { answer, network, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import MeetingExpertPage from './expert';
import MeetingInteractPage from './interact';
import MeetingLivePage from './live';

withNetwork();

const open = (
  page: 'vive-el-encuentro' | 'experto' | 'interactua',
  meeting: Parameters<typeof aMeeting>[0],
) => {
  network.use(
    signedIn(),
    answer('get', '/api/meeting/encuentro-1', meetingDetailSchema, aMeeting(meeting)),
    answer('get', '/api/meeting/encuentro-1/posts', meetingPostsPageSchema, {
      posts: [],
      speaker: { speaker: '', speaker_image: '', speaker_job: '' },
      eventPast: false,
      hidde_posts: false,
      page: 1,
      pages: 1,
      total: 0,
    }),
    answer('get', '/api/meeting/encuentro-1/questions/mine', myQuestionsSchema, []),
    answer('get', '/api/meeting/encuentro-1/polls', pollListSchema, []),
    answer('get', '/api/meeting/encuentro-1/questions', sharedQuestionListSchema, {
      sort: 'votes',
      shared: true,
      questions: [],
    }),
  );
  return renderMemberRoutes(
    (client) => [
      {
        loader: routeLoaders(client).meeting,
        Component: MeetingLayout,
        children: [
          { path: pages.meetingLive.pattern, Component: MeetingLivePage },
          { path: pages.meetingExpert.pattern, Component: MeetingExpertPage },
          { path: pages.meetingInteract.pattern, Component: MeetingInteractPage },
        ],
      },
    ],
    `/encuentros/encuentro-1/${page}`,
  );
};

const social = { speaker_ln: 'https://www.linkedin.com/in/ejemplo' };
const woman = [aSpeaker({ speaker: 'Elena Marquínez Soler', speaker_gender: 'f', ...social })];
const man = [aSpeaker({ speaker: 'Joaquín Ibarra Leiva', speaker_gender: 'm', ...social })];
const sections = () => screen.getByRole('navigation', { name: 'Secciones del encuentro' });

describe('the meeting pages speak of the speaker in her or his grammatical gender', () => {
  it('"La experta" for a woman: the page, its title and the section link', async () => {
    open('experto', { speakers: woman });
    expect(await screen.findByRole('heading', { level: 1, name: 'La experta' })).toBeInTheDocument();
    expect(within(sections()).getByRole('link', { name: 'La experta' })).toBeInTheDocument();
    expect(document.title).toMatch(/^La experta: Elena Marquínez Soler/);
    expect(screen.getByRole('list', { name: 'Redes de la experta' })).toBeInTheDocument();
  });

  it('"El experto" for a man', async () => {
    open('experto', { speakers: man });
    expect(await screen.findByRole('heading', { level: 1, name: 'El experto' })).toBeInTheDocument();
    expect(within(sections()).getByRole('link', { name: 'El experto' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Redes del experto' })).toBeInTheDocument();
  });

  it('"Pregunta a la ponente" / "Pregunta al ponente" on the interact page', async () => {
    const { unmount } = open('interactua', { speakers: woman });
    expect(await screen.findByRole('heading', { name: 'Pregunta a la ponente' })).toBeInTheDocument();
    unmount();
    open('interactua', { speakers: man });
    expect(await screen.findByRole('heading', { name: 'Pregunta al ponente' })).toBeInTheDocument();
  });

  it('on the meeting day: "Pregunta a la ponente" or "al ponente", and the room asks by name', async () => {
    const day = {
      timing: 'meeting_day',
      meeting_day: true,
      iframe_event: 'https://video.example/live',
    } as const;
    // The room's question form is drawn once its tab is opened (decision 0126).
    const askInTheRoom = async () => {
      await userEvent.click(await screen.findByRole('tab', { name: 'Preguntas' }));
      expect(await screen.findByLabelText(/^Tu pregunta para \S/)).toBeInTheDocument();
    };
    const { unmount } = open('vive-el-encuentro', { ...day, speakers: woman });
    await askInTheRoom();
    expect(screen.getAllByRole('link', { name: 'Pregunta a la ponente' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/al ponente|el ponente/)).not.toBeInTheDocument();
    unmount();
    open('vive-el-encuentro', { ...day, speakers: man });
    await askInTheRoom();
    expect(screen.getAllByRole('link', { name: 'Pregunta al ponente' }).length).toBeGreaterThan(0);
  });
});

describe('the expert page shows the host as staff wrote them in the meeting form', () => {
  it('with their photo, quote, bio and social links', async () => {
    open('experto', {
      speakers: [
        aSpeaker({
          driver: 'Marta Ríos',
          driver_doc: '/media/conductora.jpg',
          driver_claim: 'Conversar es la mitad del aprendizaje.',
          driver_doc_text: 'Docente de Lengua y conductora del foro.',
          driver_ln: 'https://www.linkedin.com/in/marta-rios',
          driver_yt: 'https://www.youtube.com/@martarios',
        }),
      ],
    });
    const host = await screen.findByRole('region', { name: 'Marta Ríos' });
    expect(within(host).getByText('Conversar es la mitad del aprendizaje.')).toBeInTheDocument();
    expect(within(host).getByText('Docente de Lengua y conductora del foro.')).toBeInTheDocument();
    expect(host.querySelector('img')?.getAttribute('src')).toContain('conductora');
    const links = within(host).getByRole('list', { name: 'Redes de Marta Ríos' });
    expect(within(links).getByRole('link', { name: 'LinkedIn de Marta Ríos' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/marta-rios',
    );
    expect(within(links).getByRole('link', { name: 'YouTube de Marta Ríos' })).toBeInTheDocument();
    expect(within(links).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('and leaves out what staff left empty', async () => {
    open('experto', { speakers: [aSpeaker({ driver: 'Marta Ríos', driver_doc: '', driver_claim: '' })] });
    const host = await screen.findByRole('region', { name: 'Marta Ríos' });
    expect(host.querySelector('img, blockquote')).toBeNull();
    expect(within(host).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('staff previewing a meeting that members do not see yet', () => {
  it('read "Vista previa" on every page of the meeting', async () => {
    for (const page of ['vive-el-encuentro', 'experto', 'interactua'] as const) {
      const { unmount } = open(page, { preview: true, speakers: man });
      expect(
        await screen.findByText('Vista previa: los docentes todavía no ven este encuentro'),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('and members of a published meeting never do', async () => {
    open('vive-el-encuentro', { speakers: man });
    expect(await screen.findByRole('navigation', { name: 'Secciones del encuentro' })).toBeInTheDocument();
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
  });
});
