import { paths, useFilePage } from '@ypo/headless';
import { useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { AlertText } from '../../components/form';
import { LoadingOverlay } from '../../components/loading-overlay';

/** /download/{id} (spec 001 §2): resolves a file to its community page, or says why it cannot. */
export function DownloadPage() {
  const { id = '' } = useParams();
  const headingId = useId();
  const { community, error } = useFilePage(id);
  if (community) return <Navigate to={paths.communityPage(community.communityType, community.communityId)} replace />;
  if (error || id === '') {
    return (
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>File not available</h1>
        <AlertText message={error?.message ?? 'No file with this id.'} />
      </section>
    );
  }
  return <LoadingOverlay label="Opening the file" />;
}
