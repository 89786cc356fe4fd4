import { useFeatureFlags, usePersonProfile, useRenewalStatus } from '@ypo/headless';
import { useState } from 'react';
import { useAuth, useUser } from '../lib/auth';

/**
 * spec 000 §2, the core load behind the full-screen loading overlay: everything the page chrome
 * shows above the page, requested together as soon as a signed-in user is known: permissions
 * (main menu, guard), the renewal status (renewal banner), the own profile (cookie banner) and the
 * feature flags (footer). `isLoading` stays true until all but the flags have answered (or
 * failed), so the layout first paints with its banners final and late content never pushes the
 * page down; once false it stays false (a later refetch, impersonation, does not blank the page).
 */
export function useCoreLoad(): { isLoading: boolean } {
  const { user, currentUserId, isLoading: isAuthLoading } = useAuth();
  const { userId, permissions } = useUser();
  const hasToken = !!user && !user.expired;
  // Started with the permissions call, not after it; the banner still shows for members only.
  const renewal = useRenewalStatus(hasToken ? userId : null);
  const profile = usePersonProfile(hasToken ? currentUserId : null);
  useFeatureFlags({ isEnabled: hasToken });
  const isMember = permissions.data?.permissions.hasConnectAccess !== false;
  const isPermissionsPending = permissions.data === undefined && permissions.error === undefined;
  const isLoading = isAuthLoading || (hasToken && (isPermissionsPending || (isMember && renewal.isLoading) || profile.isLoading));
  const [hasLoaded, setHasLoaded] = useState(false);
  // Derived state latched during render (React's "storing information from previous renders").
  if (!isLoading && !hasLoaded) setHasLoaded(true);
  return { isLoading: !hasLoaded && isLoading };
}
