import { useOpenResources, useTermsAcceptance } from '@ypo/headless';
import { Suspense, lazy } from 'react';
import { appConfig } from '../../config/app-config';
import { useUser } from '../../lib/auth';

const TermsDialog = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })));

/**
 * Terms acceptance (spec 000 §6, §7): while the profile's termsAndConditionsAccepted is false the
 * user accepts the terms before going on. Non-member speakers accept the Resource Directory Terms
 * of Use through the speaker service.
 */
export function TermsGate() {
  const { userId, permissions } = useUser();
  const isNonMemberSpeaker = permissions.data?.permissions.isNonMemberSpeaker === true;
  const terms = useTermsAcceptance({ personId: permissions.data ? userId : null, isNonMemberSpeaker });
  const { links } = useOpenResources(appConfig.legal, { isEnabled: terms.isRequired });
  if (!terms.isRequired) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog
        name={isNonMemberSpeaker ? 'Resource Directory Terms of Use' : 'Terms of Use'}
        href={isNonMemberSpeaker ? appConfig.account.resourceDirectoryTermsOfUse : links.termsOfUse}
        error={terms.error?.message}
        isSaving={terms.isSaving}
        onAccept={() => void terms.accept()}
      />
    </Suspense>
  );
}
