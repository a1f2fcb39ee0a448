import { apiEndpoints } from '../support/apiEndpoints';

/**
 * A language change reads again every read a screen holds, by its tags (state/sessionEffects): a read that
 * provides none would stay in the old language. Each read names its tags, or is a paged list's, whose helper
 * (api/listPages) gives it the list's.
 */
test('every read of every area provides a tag', () => {
  const reads = apiEndpoints().filter((e) => e.kind === 'query');
  expect(reads.length).toBeGreaterThan(40);
  const untagged = reads.filter((e) => !/providesTags/.test(e.body) && !/^\(\w+\.(list|page)\)$/.test(e.body));
  expect(untagged.map((e) => `${e.file} ${e.name}`)).toEqual([]);
});
