import { paths, useSession, type AuthConnectName } from '@ypo/headless';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { appConfig } from '../../config/app-config';
import { LEARNING_SYSTEM_ERROR_PATH } from '../../config/paths';
import { browser } from '../../lib/browser';
import { registerInLms } from '../../lib/lms';

const isAuthConnectName = (name: string | undefined): name is AuthConnectName =>
  name !== undefined && Object.prototype.hasOwnProperty.call(appConfig.authConnect, name);

/** /authConnect/{forwardFrom} (spec 000 §2): forwards to the configured address; the LMS registers the user first. */
export function AuthConnectPage() {
  const { forwardFrom } = useParams();
  const { session } = useSession();
  const navigate = useNavigate();
  const isStarted = useRef(false);
  const name = forwardFrom?.toLowerCase();

  useEffect(() => {
    if (!isAuthConnectName(name) || isStarted.current) return;
    isStarted.current = true;
    const href = appConfig.authConnect[name];
    if (name !== 'lms') return browser.leaveApp(href);
    void registerInLms({ url: appConfig.lms.registrationUrl, getAccessToken: session.getAccessToken }).then((isRegistered) =>
      isRegistered ? browser.leaveApp(href) : navigate(LEARNING_SYSTEM_ERROR_PATH, { replace: true }),
    );
  }, [name, navigate, session]);

  if (!isAuthConnectName(name)) return <Navigate to={paths.root()} replace />;
  return <LoadingOverlay label="Opening" />;
}
