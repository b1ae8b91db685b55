import { QueryStatus } from '../../../components/ui/QueryStatus';
import { issueCertificate, issueErrorMessage } from '../../../features/certificates/issue-certificate';
import { PlaceFields } from '../../../features/directory/components/PlaceFields';
import { useMemberData } from '../../../features/profile/api/profile-api';
import { ConfirmationForm } from '../../../features/profile/components/ConfirmationForm';

const certificates = { issue: issueCertificate, errorMessage: issueErrorMessage };

/**
 * /confirmacion (docs/product/profile.md#confirmation-page, docs/product/profile.md#confirmation-save,
 * docs/product/profile.md#skip): the profile's form with the directory's place fields.
 */
export default function ConfirmationPage() {
  const member = useMemberData();
  return (
    <QueryStatus query={member}>
      {(data) => (
        <ConfirmationForm
          data={data}
          placeFields={(form, country) => <PlaceFields form={form} country={country} />}
          certificates={certificates}
        />
      )}
    </QueryStatus>
  );
}
