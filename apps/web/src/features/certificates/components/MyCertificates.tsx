import { Fragment } from 'react';
import { linkedInCopyFields } from '@foro/shared/certificates/linkedin';
import { useMyCertificates } from '../api/my-certificates-api';

/**
 * "Tus certificados" on /perfil (issue 38): each current certificate's public page, its signed Open
 * Badges credential to download, and "Añadir a LinkedIn" with the same values beside it to copy,
 * since LinkedIn does not always prefill its form. Nothing for a member without certificates.
 */
export function MyCertificates({ className }: { className?: string }) {
  const { data } = useMyCertificates();
  if (!data?.certificates.length) return null;
  return (
    <section className={className} aria-labelledby="my-certificates-title">
      <h2 id="my-certificates-title">Tus certificados</h2>
      <ul>
        {data.certificates.map((c) => (
          <li key={c.code}>
            <p>
              <strong>{c.linkedIn.name}</strong>
            </p>
            <p>
              <a href={c.linkedIn.url} target="_blank" rel="noopener noreferrer">
                Añadir a LinkedIn<span className="visually-hidden"> ({c.title})</span>
              </a>
              {' · '}
              <a href={c.credentialUrl} download>
                Descargar la credencial firmada<span className="visually-hidden"> ({c.title})</span>
              </a>
              {' · '}
              <a href={c.pageUrl}>
                Ver la página pública<span className="visually-hidden"> ({c.title})</span>
              </a>
            </p>
            <dl aria-label={`Datos para LinkedIn: ${c.title}`}>
              {linkedInCopyFields(c).map(({ term, value }) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
