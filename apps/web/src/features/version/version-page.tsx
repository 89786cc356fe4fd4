import { APP_VERSION } from '../../config/app-config';

/** /version: the build version (spec 000 §1). */
export function VersionPage() {
  return (
    <section aria-labelledby="version-title">
      <h1 id="version-title">Version</h1>
      <p>
        Build version <strong>{APP_VERSION}</strong>
      </p>
    </section>
  );
}
