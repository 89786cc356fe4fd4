/** SWR keys of the assist page sections (the paths they load; cleared on logout with the cache). */
export const ASSIST_KEYS = {
  topics: 'assistpage/api/assist/get-topic-articles',
  tourVideos: 'assistpage/api/assist/list-tour-section-videos',
  releaseMedia: 'assistpage/api/assist/get-release-media',
  releaseNotes: 'assistpage/api/assist/get-release-notes',
  isAdmin: 'assistpage/api/assist/is-admin-user',
} as const;
