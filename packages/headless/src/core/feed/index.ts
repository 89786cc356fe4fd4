// Activity feed and community rules (spec 001 §2-§9), framework-free.
export { relativeTime } from './relative-time';
export type { Moment } from './relative-time';
export { FEED_PAGE_SIZE, SINGLE_POST_PAGE_SIZE, feedPageQuery, isLastFeedPage, nextFeedPage } from './feed-paging';
export type { FeedPageQuery, FeedPageStep, FeedPagingInput, FeedSource } from './feed-paging';
export { POST_ACTIONS, decidePostAction, hideScope, isPostVisible, isReply, postActionsFor } from './post-actions';
export type { Post, PostAction, PostActionContext, PostActionDecision, PostActionDenial, PostFacts, PostViewer } from './post-actions';
export { POST_LIST_LABELS, applyFeedChange, postListsFor, postsOfList, restorePost, withLike } from './feed-list';
export type { FeedChangeKind, FeedListChange, PostList, RemovedPost } from './feed-list';
export {
  FEATURED_CAROUSEL_MAX,
  FEATURED_ROTATION_MS,
  canSaveFeaturedItem,
  carouselItemsOf,
  featuredAddressOf,
  featuredImageRequired,
  featuredInOrder,
  featuredItemSchema,
  featuredNewsSchema,
  featuredOrderOf,
  featuredUrl,
  nextCarouselIndex,
  normaliseFeaturedUrl,
  withFeaturedItem,
  withNormalisedUrl,
  withoutFeaturedItem,
} from './featured';
export type { FeaturedNews, FeaturedPost, FeaturedPostOrder } from './featured';
export {
  MENTION_TYPEAHEAD_MAX,
  POST_ERROR_TEXT,
  POST_IMAGES_MAX,
  REPLIES_SHOWN_COLLAPSED,
  mentionCandidates,
  postDraftErrors,
  postDraftOf,
  shownReplies,
} from './post-draft';
export type { PostDraft, PostDraftInput } from './post-draft';
export {
  MENTION_SEARCH_MIN_LENGTH,
  escapeHtml,
  insertMention,
  linkMentions,
  mentionNameOf,
  mentionOptionsOf,
  mentionSearchTerm,
  mentionTextOf,
  mentionTextsOf,
} from './mentions';
export type { MentionInsertion, MentionPerson } from './mentions';
export { memberProfileHrefOf } from './mention-links';
export { clearedPages, fileProgressOf, postImageOf, withEditedPost, withNewPost } from './post-editor';
export type { PostImage, UploadResultItem } from './post-editor';
export { highlightSegments, singlePostLinkOf } from './single-post';
export type { HighlightSegment, SinglePostLink } from './single-post';
export {
  ALL_REPLIES_COUNT,
  featuredCommentAuthorName,
  featuredCommentOf,
  hiddenReplyCount,
  withReplyAdded,
  withReplyAppended,
  withReplyRemoved,
} from './replies';
export type { FeaturedComment } from './replies';
