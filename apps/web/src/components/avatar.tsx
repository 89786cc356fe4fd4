import { useState } from 'react';
import * as styles from './avatar.css';

/** Initials of a name: the first letters of its first and last words. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
};

/** A member's picture, or their initials when there is none or it does not load; decorative (the name is next to it). */
export function Avatar({ name, imageUrl, size = 'small' }: { name: string; imageUrl?: string | null | undefined; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={size === 'large' ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar} aria-hidden="true">
      {imageUrl && !failed ? <img className={styles.avatarImage} src={imageUrl} alt="" decoding="async" loading="lazy" onError={() => setFailed(true)} /> : initialsOf(name)}
    </span>
  );
}
