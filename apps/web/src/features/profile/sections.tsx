import { ProfessionalSections } from './professional-sections';

/** What every section of the member profile is given. */
export interface ProfileSectionsProps {
  /** The profile's person id. */
  readonly personId: string;
  /** The profile is in edit mode (spec 002 §2: the owner, or a chapter admin the server allows). */
  readonly isEditMode: boolean;
}

/**
 * The sections of /memberProfile, in page order (spec 002 §2): About me, Communities, then
 * Professional experience and the professional collections. Each part of the profile adds its
 * sections here with one import and one element, each built on `ProfileSection` (profile-section.tsx)
 * with its visibility rule from core/profile (isAboutMeVisible, isCommunitiesVisible, ...).
 */
export function ProfileSections(props: ProfileSectionsProps) {
  return (
    <>
      <ProfessionalSections {...props} />
    </>
  );
}
