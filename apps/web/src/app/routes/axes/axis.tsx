import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { pathTo } from '../../../config/paths';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useAxisInfo } from '../../../features/axes/api/get-axis-info';
import { RouteMap } from '../../../features/axes/components/RouteMap';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { issueCertificate, issueErrorMessage } from '../../../features/certificates/issue-certificate';
import { RaffleNotice } from '../../../features/draws/components/RaffleNotice';
import { routeCertificateAction } from '../../../features/certificates/route-certificate';
import { ShareButtons } from '../../../features/share/components/ShareButtons';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './axis.module.css';
import { queryScopes } from '../../../lib/query-scopes';

/** /eje/{slug}: the route map of 8 stops (docs/product/axes.md#route-home). */
export default function AxisPage() {
  const { slug = '' } = useParams();
  const query = useAxisInfo(slug);
  const { data: user } = useCurrentUser();
  const [certificateError, setCertificateError] = useState('');
  const client = useQueryClient();
  usePageTitle(query.data?.axis.title ?? 'Ruta');
  const firstName = user?.firstName ?? '';

  const downloadCertificate = (axis: { id: string; slug: string }) => {
    const certificate = routeCertificateAction(axis.id, axis.slug, user);
    if ('confirmHref' in certificate) {
      window.location.assign(certificate.confirmHref);
      return;
    }
    // Issued first (a write), then downloaded in this window: the PDF does not leave the page.
    setCertificateError('');
    issueCertificate(certificate.issuePath).then(
      (url) => {
        // Issuing completed stop 8 (issue 17, item 21): the map shows 8 of 8 while the PDF downloads.
        void client.invalidateQueries({ queryKey: queryScopes.axis(axis.slug) });
        window.location.assign(url);
      },
      (e: unknown) => setCertificateError(issueErrorMessage(e)),
    );
  };

  return (
    <QueryStatus query={query}>
      {(data) => (
        <>
          {data.preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <RouteMap
            slug={slug}
            data={data}
            firstName={firstName}
            certificate={{ download: () => downloadCertificate(data.axis), error: certificateError }}
          />
          <div className={styles.after}>
            <RaffleNotice />
            <ShareButtons title={data.axis.title} path={pathTo('axis', { slug })} />
          </div>
        </>
      )}
    </QueryStatus>
  );
}
