import { readImportProgress } from './import-progress';

it('reads an ImportProgress push and turns a fraction into a percentage', () => {
  expect(
    readImportProgress({
      complete: true,
      total: 10,
      progress: 1,
      successnum: 8,
      downloadurl: '/x',
    }),
  ).toEqual({
    complete: true,
    total: 10,
    progress: 100,
    successnum: 8,
    classname: undefined,
    downloadurl: '/x',
  });
  expect(readImportProgress({ Total: 4, Progress: 50, Successnum: 2 }).progress).toBe(50);
});
