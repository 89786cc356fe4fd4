import { paths, withQuery } from '@ypo/headless';

/** Query value of /errorPage that selects the learning-system access text (spec 000 §8). */
export const LEARNING_SYSTEM_ERROR = 'lms';
/** /errorPage with the learning-system access text: where a failed training-system registration goes. */
export const LEARNING_SYSTEM_ERROR_PATH = withQuery(paths.errorPage(), { type: LEARNING_SYSTEM_ERROR });
