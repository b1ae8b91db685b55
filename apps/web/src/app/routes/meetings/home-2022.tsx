import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ContactBanner } from '../../../components/layout/ContactBanner';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { media } from '../../../config/media';
import { useAxes } from '../../../features/meetings/api/get-axes';
import { useHomeItems } from '../../../features/content/api/get-home-items';
import { usePage } from '../../../features/content/api/get-page';
import { AxisBlock } from '../../../features/meetings/components/AxisBlock';
import { isSignedIn, useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home-hero.module.css';
import own from './home-2022.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** A home item's title: a portal link, a web address in a new tab, or plain text. */
function ItemLink({ url, children }: { url: string; children: string }) {
  if (!url) return <>{children}</>;
  if (url.startsWith('/')) return <Link to={url}>{children}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}

/** The 2022 forum home (docs/product/meetings.md#home-2022); `#login` opens the login modal. */
export default function Home2022Page() {
  usePageTitle('Foro de Educadores 2022');
  const { hash } = useLocation();
  const { open } = useModal();
  const { data: user, isFetched } = useCurrentUser();
  const axes = useAxes();
  const items = useHomeItems();
  const axisBlock = usePage('axis-block');
  // The headline and introduction staff keep in the back office (docs/product/content.md#homes-main-texts).
  const text = usePage('home-2022').data?.content;
  const signedIn = isSignedIn(user);
  // Until the routes, their block and the items have answered, a screen-high space stands below the
  // hero, so the banner and the footer never show in the first screen only to be pushed down (a
  // layout shift of 0.42 on phones; issue 17, item 23).
  const loading = axes.isPending || axisBlock.isPending || items.isPending;
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // A member who is already signed in has nothing to choose.
    if (hash === '#login' && isFetched && !signedIn) open({ kind: 'login' });
  }, [hash, open, isFetched, signedIn]);

  useEffect(() => {
    // The background clip plays only for people who do not ask for reduced motion.
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      video.current?.play().catch(() => {});
  }, []);

  return (
    <>
      <section className={`${styles.hero} ${own.videoHero}`} aria-labelledby="home-2022-title">
        <video ref={video} className={own.video} muted loop playsInline preload="metadata" aria-hidden="true">
          <source src={media.homeVideoWebm} type="video/webm" />
          <source src={media.homeVideoMp4} type="video/mp4" />
        </video>
        <div className={`${styles.inner} ${own.heroInner}`}>
          <h1 id="home-2022-title">{text?.title ?? '\u00a0'}</h1>
          <p aria-busy={!text}>{text?.intro ?? '\u00a0'}</p>
          {!signedIn && (
            <div className={styles.actions}>
              <Button onClick={() => open({ kind: 'login' })}>Iniciar sesión</Button>
            </div>
          )}
        </div>
      </section>

      {loading && <div className={own.reserve} data-testid="home-2022-loading" aria-hidden="true" />}

      {!loading && axes.data && axisBlock.data && (
        <AxisBlock
          axes={axes.data}
          heading={axisBlock.data.content.heading}
          backgrounds={axisBlock.data.content.backgrounds}
        />
      )}

      {!loading && items.data && items.data.length > 0 && (
        <section className={styles.section} aria-labelledby="items-title">
          <h2 id="items-title" className={styles.sectionTitle}>
            Descubre más
          </h2>
          <ul className={styles.grid}>
            {items.data.map((item) => (
              <li key={`${item.title}-${item.url}`}>
                <article className={own.item}>
                  <MediaPicture
                    src={item.img}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    width={640}
                    height={400}
                    loading="lazy"
                  />
                  <div>
                    {item.preview && <PreviewNotice />}
                    <h3>
                      <ItemLink url={item.url}>{item.title}</ItemLink>
                    </h3>
                    <p>{item.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!loading && <ContactBanner title="No soy docente Compartir" />}
    </>
  );
}
