import { describe, expect, it } from 'vitest';
import { certificateIssuePathOf } from '@foro/shared/certificates/schemas';
import type { CurrentUser } from '@foro/shared/session/schemas';
import { routeCertificateAction } from './route-certificate';

describe('issuing a certificate before its download', () => {
  it('finds the issuing POST of each download URL, and none for other paths', () => {
    expect(certificateIssuePathOf('/certificado/eje/abc-123')).toBe('/api/certificates/axis/abc-123');
    expect(certificateIssuePathOf('/certificado/encuentro/liderazgo%20%C3%B1')).toBe(
      '/api/certificates/meeting/liderazgo%20%C3%B1',
    );
    for (const path of ['/perfil', '/certificado/eje/', '/certificado/otro/x', '//evil/certificado/eje/x']) {
      expect(certificateIssuePathOf(path), path).toBeNull();
    }
  });

  it('issues the route certificate for a confirmed member and confirms the data of the others first', () => {
    const confirmed = { userUpdatedFields: 1 } as CurrentUser;
    expect(routeCertificateAction('id-1', 'ruta', confirmed)).toEqual({
      issuePath: '/api/certificates/axis/id-1',
    });
    expect(routeCertificateAction('id-1', 'ruta', { userUpdatedFields: 0 } as CurrentUser)).toEqual({
      confirmHref: '/confirmacion?certificado=1&eje=ruta',
    });
  });
});
