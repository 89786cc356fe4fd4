import { useState, type ImgHTMLAttributes } from 'react';
import * as styles from './picture.css';

/** What a picture shows: a cover (landscape), a logo or badge, or a person. */
export type PictureKind = keyof typeof styles.fallbackKind;

const ICONS: Record<PictureKind, string> = {
  cover: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M16 9.5a1.5 1.5 0 1 0 0-.01',
  logo: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
};

/** Props of {@link Picture}: an image's, with the kind its fallback draws. */
export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> {
  readonly src: string;
  readonly alt: string;
  /** What the fallback draws when the picture does not load; default a cover. */
  readonly kind?: PictureKind;
}

/**
 * The one way the app shows a picture from the network (covers, logos, portraits): the image, or, when it fails to
 * load, a designed placeholder in its place (the same box, its kind drawn, its text alternative kept), never the
 * browser's broken-image icon.
 */
export function Picture({ src, alt, kind = 'cover', className, ...rest }: PictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={`${styles.fallback} ${styles.fallbackKind[kind]}${className ? ` ${className}` : ''}`} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <svg className={styles.fallbackIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} {...rest} onError={() => setFailedSrc(src)} />;
}
