// Featured items of community pages and the featured news of /home (spec 001 §2, §3, §5, §9).
export { FeaturedItems } from './featured-items';
export type { FeaturedItemsCommunity } from './featured-items';
export { HomeFeaturedNews } from './home-featured-news';
