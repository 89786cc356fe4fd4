import { FEATURED_CAROUSEL_MAX, FEATURED_ROTATION_MS, featuredAddressOf, nextCarouselIndex } from '@ypo/headless';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { Button, Link } from 'react-aria-components';
import { useMediaQuery } from '../../lib/browser/use-media-query';
import * as styles from './featured.css';
import { Picture } from '../../components/picture';

/** One slide of a {@link FeaturedCarousel}: a featured post, event or news item as it shows. */
export interface CarouselSlide {
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly description?: string | undefined;
  readonly url: string;
  readonly imageUrl?: string | undefined;
  /** Darken the image (isImageOverLay). */
  readonly isImageOverLay?: boolean | undefined;
}

/** The texts a featured post, event or news item shows, whatever its image field is called. */
export interface FeaturedTexts {
  readonly id?: string | undefined;
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly description?: string | undefined;
  readonly url: string;
  readonly isImageOverLay?: boolean | undefined;
}

/** The slide of an item with image `imageUrl` at place `at` (an unsaved item's id is its place). */
export const slideOf = (item: FeaturedTexts, imageUrl: string, at: number): CarouselSlide => ({
  id: item.id ?? `unsaved-${at}`,
  title: item.title,
  subtitle: item.subtitle,
  description: item.description,
  url: item.url,
  imageUrl,
  isImageOverLay: item.isImageOverLay,
});

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The featured carousel (spec 001 §5, §9): at most 4 slides, the next every 7000 ms. WCAG 2.2.2:
 * the Pause button stops the rotation (Play starts it again); it also holds while the pointer is
 * over the carousel or focus is in it, and it starts paused for users who prefer reduced motion.
 * WAI-ARIA APG carousel: a labelled region, slides 'n of m', previous and next, and the slides
 * announced only while the rotation is stopped.
 */
export function FeaturedCarousel({ label, slides }: { label: string; slides: readonly CarouselSlide[] }) {
  const shown = slides.slice(0, FEATURED_CAROUSEL_MAX);
  const count = shown.length;
  // Whether the user asked for less motion; follows changes of the setting.
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION);
  const [index, setIndex] = useState(0);
  const [isPausedByUser, setPausedByUser] = useState<boolean | undefined>();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = isPausedByUser ?? prefersReducedMotion;
  const isRotating = count > 1 && !isPaused && !isHovered && !hasFocus;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const slidesId = useId();

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => setIndex((at) => nextCarouselIndex(at, count)), FEATURED_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, isRotating]);

  if (count === 0) return null;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          <Button className={styles.button} aria-controls={slidesId} onPress={() => setPausedByUser(!isPaused)}>
            {isPaused ? 'Play' : 'Pause'}
          </Button>
          <Button className={styles.button} aria-controls={slidesId} onPress={() => setIndex(nextCarouselIndex(current, count, -1))}>
            Previous slide
          </Button>
          <Button className={styles.button} aria-controls={slidesId} onPress={() => setIndex(nextCarouselIndex(current, count))}>
            Next slide
          </Button>
          <span className={styles.position} aria-hidden="true">
            {current + 1} / {count}
          </span>
        </div>
      ) : null}
      <div id={slidesId} aria-live={isRotating ? 'off' : 'polite'}>
        {shown.map((slide, at) => (
          <Slide key={slide.id} slide={slide} label={`${at + 1} of ${count}`} isCurrent={at === current} />
        ))}
      </div>
    </section>
  );
}

function Slide({ slide, label, isCurrent }: { slide: CarouselSlide; label: string; isCurrent: boolean }) {
  const href = featuredAddressOf(slide.url);
  const image = featuredAddressOf(slide.imageUrl);
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} className={styles.slide} hidden={!isCurrent}>
      {image ? <Picture className={styles.slideImage} src={image} alt="" /> : null}
      {slide.isImageOverLay ? <div className={styles.overlay} data-testid="image-overlay" /> : null}
      <div className={styles.slideText}>
        <h3 className={styles.slideTitle}>
          {href ? (
            <Link className={styles.slideLink} href={href}>
              {slide.title}
            </Link>
          ) : (
            slide.title
          )}
        </h3>
        {slide.subtitle ? <p className={styles.slideSubtitle}>{slide.subtitle}</p> : null}
        {slide.description ? <p className={styles.slideDescription}>{slide.description}</p> : null}
      </div>
    </div>
  );
}
