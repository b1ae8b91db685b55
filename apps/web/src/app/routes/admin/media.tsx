import { useSearchParams } from 'react-router';
import { mediaKinds, type MediaKind } from '@foro/shared/media/schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import type { MediaFilter } from '../../../features/media/api/get-media';
import { MediaLibrary } from '../../../features/media/admin/MediaLibrary';

/** /admin/archivos: the media library; its filters live in the address, to share them. */
export default function MediaScreen() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: MediaFilter = {
    q: params.get('q') ?? undefined,
    kind: mediaKinds.includes(kind as MediaKind) ? (kind as MediaKind) : undefined,
    archived: params.get('archived') === '1' ? '1' : undefined,
  };
  const onFilter = (next: MediaFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Archivos">
      <MediaLibrary filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
