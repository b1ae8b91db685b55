import { QueryStatus } from '../../../components/ui/QueryStatus';
import { MAIN_AXIS_SLUG } from '../../../config/paths';
import { JourneySummary } from '../../../features/axes/components/Journey';
import { MyCertificates } from '../../../features/certificates/components/MyCertificates';
import { RouteCertificateCell } from '../../../features/certificates/components/RouteCertificateCell';
import { MyDrawEntries } from '../../../features/draws/components/MyDrawEntries';
import { HostedMeetings } from '../../../features/meetings/components/HostedMeetings';
import { useMemberData, useUserData } from '../../../features/profile/api/profile-api';
import { AccountSection } from '../../../features/profile/components/AccountSection';
import { OwnDataSection } from '../../../features/profile/components/OwnDataSection';
import { CaseResults } from '../../../features/profile/components/CaseResults';
import { MemberCard } from '../../../features/profile/components/MemberCard';
import { ParticipationRanking } from '../../../features/profile/components/ParticipationRanking';
import { ProfileBackdrop } from '../../../features/profile/components/ProfileBackdrop';
import profileStyles from '../../../features/profile/components/profile.module.css';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';

/** /perfil (docs/product/profile.md#profile-screen). */
export default function ProfilePage() {
  usePageTitle('Mi perfil');
  const member = useMemberData();
  const userData = useUserData();
  const { data: current } = useCurrentUser();
  return (
    <ProfileBackdrop>
      <QueryStatus query={member}>
        {({ user }) => (
          <>
            <MemberCard user={user} />
            <JourneySummary slug={MAIN_AXIS_SLUG} />
            <HostedMeetings className={profileStyles.card} />
            <MyCertificates className={profileStyles.card} />
            <MyDrawEntries className={profileStyles.card} />
            <AccountSection email={user.email} />
          </>
        )}
      </QueryStatus>
      <QueryStatus query={userData}>
        {({ tests, threads, testsGlobal }) => (
          <>
            <CaseResults
              tests={tests}
              total={testsGlobal}
              certificate={(row) => (
                <RouteCertificateCell
                  axisId={row.axisId}
                  axisSlug={row.axisSlug}
                  axisTitle={row.testAxis}
                  opened={row.opened}
                  notVisited={row.notVisited}
                />
              )}
            />
            <ParticipationRanking threads={threads} />
          </>
        )}
      </QueryStatus>
      {member.data && <OwnDataSection email={member.data.user.email} staff={current?.role === 'staff'} />}
    </ProfileBackdrop>
  );
}
