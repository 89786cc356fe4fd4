import { faker } from '@faker-js/faker';

/** Reference date of the generated dates (`faker.date.past()` and the like) after {@link seedMocks}. */
export const MOCK_REFERENCE_DATE = '2026-01-01T00:00:00.000Z';

/**
 * Makes the handlers' data repeatable: seeds the faker instance the handlers use and pins the
 * date they count from. Call it before each test (the same seed gives the same bodies for the
 * same sequence of requests).
 */
export function seedMocks(seed = 1, referenceDate: string | Date = MOCK_REFERENCE_DATE): void {
  faker.seed(seed);
  faker.setDefaultRefDate(referenceDate);
}
