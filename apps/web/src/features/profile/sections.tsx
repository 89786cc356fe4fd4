import { ACCOMPLISHMENTS, COMPANY_INVESTMENTS, isProfessionalExperienceVisible, PROFESSIONAL_EXPERIENCE, PROFESSIONAL_ROLES, TRAINING_AND_CERTIFICATIONS } from '@ypo/headless/core';
import { AboutMeSection } from './about-me';
import { BusinessesSection } from './businesses-section';
import { CommunitiesSection, GroupsSection } from './communities-section';
import {
  AddressesSection,
  AssistantSection,
  ContactSection,
  EducationSection,
  EmergencyContactSection,
  ExternalConnectionsSection,
  RelationshipsSection,
  SocialNetworksSection,
} from './personal-sections';
import { CollectionSection } from './professional-sections';
import { RecommendedEventsPanel, RecommendedMembersPanel } from './recommendations-section';

/** What every section of the member profile is given. */
export interface ProfileSectionsProps {
  /** The profile's person id. */
  readonly personId: string;
  /** The profile is in edit mode (spec 002 §2: the owner, or a chapter admin the server allows). */
  readonly isEditMode: boolean;
}

/** Props of {@link ProfileSections}. */
export interface ProfileSectionsListProps extends ProfileSectionsProps {
  /** The viewer's own profile: the recommendations are shown (they are the viewer's own). */
  readonly isOwn: boolean;
}

/**
 * THE section list of /memberProfile, in page order (spec 002 §2, §3): About me, Communities,
 * Professional experience and the professional collections, the personal sections, businesses (the my-assets shortcut), groups, and on
 * one's own profile the recommendations. Each is a `ProfileSection` (profile-section.tsx) with its
 * visibility rule from core/profile (isAboutMeVisible, isCommunitiesVisible, isProfessionalExperienceVisible,
 * else: has entries), shown empty while the profile is edited.
 */
export function ProfileSections({ isOwn, ...props }: ProfileSectionsListProps) {
  return (
    <>
      <AboutMeSection {...props} />
      <CommunitiesSection {...props} />
      <CollectionSection spec={PROFESSIONAL_EXPERIENCE} hasContent={isProfessionalExperienceVisible} {...props} />
      <CollectionSection spec={PROFESSIONAL_ROLES} {...props} />
      <CollectionSection spec={ACCOMPLISHMENTS} {...props} />
      <CollectionSection spec={COMPANY_INVESTMENTS} {...props} />
      <CollectionSection spec={TRAINING_AND_CERTIFICATIONS} {...props} />
      <EducationSection {...props} />
      <ContactSection {...props} />
      <AddressesSection {...props} />
      <SocialNetworksSection {...props} />
      <EmergencyContactSection {...props} />
      <AssistantSection {...props} />
      <RelationshipsSection {...props} />
      <ExternalConnectionsSection {...props} />
      <BusinessesSection {...props} />
      <GroupsSection {...props} />
      {isOwn ? <RecommendedEventsPanel {...props} /> : null}
      {isOwn ? <RecommendedMembersPanel {...props} /> : null}
    </>
  );
}
