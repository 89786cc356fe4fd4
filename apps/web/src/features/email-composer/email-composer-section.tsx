import { Suspense, lazy, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './email-composer.css';

// The editor (Lexical) loads only when an officer opens the composer.
const EmailComposer = lazy(() => import('./email-composer').then((m) => ({ default: m.EmailComposer })));

/**
 * The 'Email composer' section of a chapter page in Admin View (spec 001: the chapter officers page): a
 * button opens the composer, loaded on first use.
 */
export function EmailComposerSection({ communityId }: { communityId: string }) {
  const headingId = useId();
  const regionId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Email composer
      </h2>
      <Button className={styles.button} aria-expanded={isOpen} aria-controls={isOpen ? regionId : undefined} onPress={() => setOpen(!isOpen)}>
        {isOpen ? 'Close the email composer' : 'Write an email'}
      </Button>
      {isOpen ? (
        <div id={regionId}>
          <Suspense fallback={<p className={styles.muted}>Loading the email composer</p>}>
            <EmailComposer community={{ communityId, communityType: 'chapter' }} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
