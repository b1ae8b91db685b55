import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoginModal } from '../../components/modals/LoginModal';
import { ModalContext, type ModalApi, type ModalRequest } from '../../components/modals/modal-context';
import { VideoModal } from '../../components/modals/VideoModal';
import { plainTitle } from '@foro/shared/meetings/title';
import { pathTo } from '../../config/paths';
import { ShareButtons } from '../../features/share/components/ShareButtons';

// Heavier modals (forms, meeting details) load the first time they open.
const ContactModal = lazy(async () => ({
  default: (await import('../../features/contact/components/ContactModal')).ContactModal,
}));
const MeetingInfoModal = lazy(() => import('../../features/meetings/components/MeetingInfoModal'));
const InscriptionModal = lazy(() => import('../../features/meetings/components/InscriptionModal'));
const MissingStopsModal = lazy(() => import('../../features/axes/components/MissingStopsModal'));

export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalRequest | null>(null);
  const api = useMemo<ModalApi>(
    () => ({ current, open: setCurrent, close: () => setCurrent(null) }),
    [current],
  );
  return (
    <ModalContext.Provider value={api}>
      {children}
      {current?.kind === 'login' && <LoginModal key="login" />}
      {current?.kind === 'video' && <VideoModal key={current.src} title={current.title} src={current.src} />}
      <Suspense fallback={null}>
        {current?.kind === 'contact' && <ContactModal key="contact" />}
        {current?.kind === 'meetingInfo' && (
          <MeetingInfoModal
            key={current.meeting.slug}
            meeting={current.meeting}
            share={
              <ShareButtons
                title={plainTitle(current.meeting.title)}
                path={pathTo('meetingLive', { slug: current.meeting.slug })}
              />
            }
          />
        )}
        {current?.kind === 'inscription' && <InscriptionModal key={current.slug} {...current} />}
        {current?.kind === 'missingStops' && <MissingStopsModal names={current.names} />}
      </Suspense>
    </ModalContext.Provider>
  );
}
