import { useSearchParams } from 'react-router';
import { messageStates, type MessageState } from '@foro/shared/contact/admin-schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MessageList } from '../../../features/contact/admin/MessageList';
import type { MessageFilter } from '../../../features/contact/admin/requests-admin-api';

/** /admin/mensajes: members' messages about the meetings; the filters live in the address. */
export default function AdminMessagesScreen() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: MessageFilter = {
    q: params.get('q') ?? undefined,
    meeting: params.get('meeting') ?? undefined,
    state: messageStates.includes(state as MessageState) ? (state as MessageState) : undefined,
  };
  const onFilter = (next: MessageFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Mensajes sobre los encuentros">
      <MessageList filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
